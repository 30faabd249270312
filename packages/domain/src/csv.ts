// CSV for files a vendor downloads (the orders list): RFC 4180 quoting, and no cell that a
// spreadsheet would run as a formula.

/** Characters that make Excel, LibreOffice or Sheets read a cell as a formula (and a tab/CR that can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a text that starts like a formula gets a leading apostrophe (OWASP's CSV injection
 * advice), so a buyer's name such as `=HYPERLINK(...)` stays text; then quoted when it holds a
 * comma, a quote or a line break. Numbers are written as they are (a negative amount is not text).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A cell's text as it was before csvCell kept it from running as a formula: one leading apostrophe
 * before a formula character is dropped, so a file the portal wrote reads back the same
 * (`'=SUM(A1)` is the title `=SUM(A1)`). Any other text is left as it is.
 */
export function fromCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** Rows to CSV text: CRLF line ends (RFC 4180) and a byte-order mark so Excel reads UTF-8 names right. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
