// Reading a vendor's product file on the device (docs/product.md, Bulk catalogue): the bytes as
// spreadsheets really write them, then papaparse, then the Add product form's checks per row. Pure
// functions, so the unit tests feed them real bytes and the bench times them in a browser.
import type { ProductImportRow } from '@sika/api-client/later';
import {
  fromCsvCell,
  withoutCurrency,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_ROWS,
  productImportMessages,
  productImportScreenMessages as importScreenMessages,
  serverMessages,
  type ProductCsvField,
} from '@sika/domain';
import { checkProductRow, type ProductRowInput } from '@sika/domain/productImport';
import Papa from 'papaparse';

/** A row that passed every check, as the import operation takes it. */
export type GoodRow = ProductImportRow;
/** A row that did not, with its product's title as typed and one 'Row N: sentence' per refused field. */
export type BadRow = { row: number; title?: string; sentences: string[] };

export type ReadFile =
  /** The file cannot be read as products: one sentence, and nothing is sent. */
  { refused: string } | { good: GoodRow[]; bad: BadRow[]; extraColumns: string[] };

/** The import takes ids as the contract's Id (at most 64 characters, no spaces or controls). */
const ID_PATTERN = /^[\x21-\x7E]{1,64}$/;
/**
 * A character no text file holds: a control character other than a tab, a line feed and a carriage
 * return, or U+FFFD (bytes that decoded to nothing).
 */
function hasBinaryCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd) return true;
  }
  return false;
}

/**
 * The file's text. A byte-order mark says UTF-8, UTF-16LE or UTF-16BE; without one, NUL bytes on
 * every other position mean UTF-16 (Excel's "Unicode text"), else UTF-8 if the bytes are valid
 * UTF-8, else Windows-1252 (Excel's "CSV" on a Windows PC in Ghana, where é and € are one byte).
 * Null when the bytes are not text at all (a picture, a PDF, a workbook renamed .csv).
 */
export function decodeCsvBytes(bytes: Uint8Array): string | null {
  const [b0, b1, b2] = bytes;
  let text: string;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) text = decode('utf-8', bytes.subarray(3));
  else if (b0 === 0xff && b1 === 0xfe) text = decode('utf-16le', bytes.subarray(2));
  else if (b0 === 0xfe && b1 === 0xff) text = decode('utf-16be', bytes.subarray(2));
  else if (bytes.includes(0)) {
    const order = utf16Order(bytes);
    if (!order) return null;
    text = decode(order, bytes);
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = decode('windows-1252', bytes);
    }
  }
  return hasBinaryCharacters(text) ? null : text;
}

const decode = (label: string, bytes: Uint8Array) => new TextDecoder(label).decode(bytes);

/** UTF-16 without a byte-order mark: ASCII characters leave a NUL in every high byte. */
function utf16Order(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(bytes.length >> 1, 512);
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenNul++;
    if (bytes[2 * i + 1] === 0) oddNul++;
  }
  if (oddNul > pairs * 0.6 && evenNul === 0) return 'utf-16le';
  if (evenNul > pairs * 0.6 && oddNul === 0) return 'utf-16be';
  return null;
}

/** A header cell's key: trimmed, any letter case, inner spaces as one ('Delivery  price' is 'delivery price'). */
const headerKey = (cell: string) => cell.trim().replace(/\s+/g, ' ').toLowerCase();
/** Each column's names: the template's header (the Add form's label) and the field's own key. */
const COLUMN_BY_KEY = new Map<string, ProductCsvField>(
  PRODUCT_CSV_COLUMNS.flatMap((column) => [
    [headerKey(column.header), column.field],
    [headerKey(column.field), column.field],
  ]),
);

/** Comma unless the header row has more semicolons (Excel where the decimal mark is a comma). */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (mark: string) => firstLine.split(mark).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** An amount cell without its currency ('GH₵ 3,500' is '3,500'); the form's reading does the rest. */
const amountCell = (cell: string | undefined) => (cell === undefined ? undefined : withoutCurrency(cell));

/**
 * The rows of a product file (its text), each checked as the Add product form checks it. Row
 * numbers are the spreadsheet's: the header is row 1, blank rows count, a cell with line breaks
 * is still one row. A file that cannot be read as products is refused with one sentence.
 */
export function readProductCsv(source: string): ReadFile {
  if (source.trim() === '') return { refused: importScreenMessages.empty };
  const parsed = Papa.parse<string[]>(source, { delimiter: delimiterOf(source), skipEmptyLines: false });
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) return { refused: importScreenMessages.unclosedQuote((unclosed.row ?? 0) + 1) };
  const records = parsed.data;
  const headerIndex = records.findIndex((cells) => !isBlank(cells));
  const header = records[headerIndex]!;

  const indexOf = new Map<ProductCsvField, number>();
  const extraColumns: string[] = [];
  header.forEach((cell, index) => {
    const field = COLUMN_BY_KEY.get(headerKey(cell));
    if (field && !indexOf.has(field)) indexOf.set(field, index);
    else if (cell.trim() !== '') extraColumns.push(cell.trim());
  });
  // A header that names no column at all is not a product file (a text or a PDF's first line).
  if (indexOf.size === 0 && !looksLikeTable(records)) return { refused: importScreenMessages.notCsv };
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => column.required && !indexOf.has(column.field));
  if (missing.length > 0)
    return { refused: importScreenMessages.missingColumns(missing.map((column) => column.header)) };

  const body = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells, row }) => row > headerIndex + 1 && !isBlank(cells));
  if (body.length === 0) return { refused: importScreenMessages.headerOnly };
  if (body.length > PRODUCT_CSV_MAX_ROWS)
    return { refused: importScreenMessages.tooMany(body.length, PRODUCT_CSV_MAX_ROWS) };

  const good: GoodRow[] = [];
  const bad: BadRow[] = [];
  const rowOfId = new Map<string, number>();
  for (const { cells, row } of body) {
    const cell = (field: ProductCsvField) => {
      const index = indexOf.get(field);
      const value = index === undefined ? undefined : cells[index];
      // A cell 'Download CSV' kept from running as a formula ('=SUM(A1)) reads back as it was.
      return value === undefined ? undefined : fromCsvCell(value);
    };
    const input: ProductRowInput = {
      title: cell('title'),
      description: cell('description'),
      price: amountCell(cell('price')),
      deliveryPrice: amountCell(cell('deliveryPrice')),
      category: cell('category'),
      brand: cell('brand'),
      quantity: cell('quantity')?.replace(/^\s*(\d{1,3}(?:,\d{3})+)\s*$/, (_, digits: string) =>
        digits.replaceAll(',', ''),
      ),
    };
    const checked = checkProductRow(input);
    const sentences = 'fields' in checked ? Object.values(checked.fields) : [];
    const id = cell('id')?.trim() ?? '';
    if (id !== '') {
      const first = rowOfId.get(id);
      // The api's own sentences: an id it would refuse is named on its row before anything is sent.
      if (!ID_PATTERN.test(id)) sentences.unshift(serverMessages.fields.importIdNotYours);
      else if (first !== undefined) sentences.unshift(serverMessages.fields.importIdRepeated(first));
      else rowOfId.set(id, row);
    }
    if (sentences.length > 0 || !('values' in checked)) {
      bad.push({
        row,
        title: input.title?.trim() ?? '',
        sentences: sentences.map((sentence) => productImportMessages.rowError(row, sentence)),
      });
    } else {
      good.push({ row, ...(id ? { id } : {}), ...checked.values });
    }
  }
  return { good, bad, extraColumns };
}

/** More than one column on most rows: a table, even if its header names none of ours. */
function looksLikeTable(records: readonly string[][]): boolean {
  const filled = records.filter((cells) => !isBlank(cells));
  return filled.filter((cells) => cells.length > 1).length > filled.length / 2;
}

/** A chosen file, read: its bytes decoded, then its rows. */
export async function readProductFile(file: Blob): Promise<ReadFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) return { refused: importScreenMessages.empty };
  const decoded = decodeCsvBytes(bytes);
  return decoded === null ? { refused: importScreenMessages.notCsv } : readProductCsv(decoded);
}
