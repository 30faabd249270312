import { describe, expect, it } from 'vitest';
import { csvCell, fromCsvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('keeps plain text and numbers as they are', () => {
    expect(csvCell('Kente stole')).toBe('Kente stole');
    expect(csvCell(1450.5)).toBe('1450.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Osu, Accra')).toBe('"Osu, Accra"');
    expect(csvCell('The "best" stole')).toBe('"The ""best"" stole"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+233244000001', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'keeps %j from running as a formula',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('quotes a formula that also holds a comma', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
});

describe('toCsv', () => {
  it('writes a BOM, CRLF line ends and a final line end', () => {
    expect(
      toCsv([
        ['Order number', 'Total'],
        ['SK-1', 450],
      ]),
    ).toBe('\uFEFFOrder number,Total\r\nSK-1,450\r\n');
  });
});

describe('fromCsvCell', () => {
  it.each(['=1+1', '+233244000001', '-2+3', '@SUM(A1)', '\t=1', '=HYPERLINK("http://x","y")'])(
    'reads %j back as it was written',
    (value) => {
      expect(
        fromCsvCell(
          csvCell(value)
            .replace(/^"(.*)"$/s, '$1')
            .replace(/""/g, '"'),
        ),
      ).toBe(value);
    },
  );

  it('keeps any other apostrophe: a word, a lone one, one before plain text', () => {
    expect(fromCsvCell("Kofi's shop")).toBe("Kofi's shop");
    expect(fromCsvCell("'")).toBe("'");
    expect(fromCsvCell("'Quoted'")).toBe("'Quoted'");
    expect(fromCsvCell("''=1")).toBe("''=1");
  });
});
