import { addProductMessages, productImportScreenMessages as importScreenMessages, productsToCsv } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, readProductCsv, readProductFile } from './readProductCsv.ts';

const HEADER = 'Id,Title,Description,Price,Delivery price,Category,Brand,Quantity';
const row = (title: string, price = '450', id = '') =>
  `${id},${title},Hand-woven,${price},20,Fashion and wears,Bonwire,12`;
const file = (lines: string[]) => new Blob([lines.join('\r\n')]);

/** Windows-1252 bytes of Latin-1 text (é is 0xE9; the test's text holds no character above 0xFF). */
const windows1252 = (source: string) => Uint8Array.from(source, (char) => char.charCodeAt(0));
const utf16le = (source: string, bom = true) =>
  new Uint8Array([...(bom ? [0xff, 0xfe] : []), ...Buffer.from(source, 'utf16le')]);
const utf16be = (source: string) => {
  const le = Buffer.from(source, 'utf16le');
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return new Uint8Array([0xfe, 0xff, ...le]);
};

describe('decodeCsvBytes', () => {
  const sample = 'Title\r\nCafé GH₵\r\n';
  it('reads UTF-8 with and without a byte-order mark', () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(sample)]))).toBe(sample);
    expect(decodeCsvBytes(new Uint8Array(Buffer.from(sample)))).toBe(sample);
  });
  it('reads UTF-16 little- and big-endian with a mark, and little-endian without', () => {
    expect(decodeCsvBytes(utf16le(sample))).toBe(sample);
    expect(decodeCsvBytes(utf16be(sample))).toBe(sample);
    expect(decodeCsvBytes(utf16le(sample, false))).toBe(sample);
  });
  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCsvBytes(windows1252('Title\r\nCafé crème\r\n'))).toBe('Title\r\nCafé crème\r\n');
    // 0x80 is the euro sign in Windows-1252.
    expect(decodeCsvBytes(new Uint8Array([0x80, 0x35]))).toBe('€5');
  });
  it('refuses bytes that are not text: a PNG, a PDF with binary streams, a workbook', () => {
    expect(decodeCsvBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBeNull();
    expect(decodeCsvBytes(new Uint8Array([...Buffer.from('%PDF-1.7\n'), 0x01, 0x02, 0xe2, 0xe3]))).toBeNull();
    expect(decodeCsvBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0]))).toBeNull();
  });
});

describe('readProductCsv', () => {
  it('reads good rows as the import takes them, with the spreadsheet row number', () => {
    const result = readProductCsv([HEADER, row('Kente stole'), '', row('Smock', '"3,500.00"', 'abc-1')].join('\n'));
    expect(result).toEqual({
      good: [
        {
          row: 2,
          title: 'Kente stole',
          description: 'Hand-woven',
          price: 450,
          deliveryPrice: 20,
          category: 'Fashion and wears',
          brand: 'Bonwire',
          quantity: 12,
        },
        expect.objectContaining({ row: 4, id: 'abc-1', title: 'Smock', price: 3500 }),
      ],
      bad: [],
      extraColumns: [],
    });
  });

  it("names each bad row's product and its problems as 'Row N: sentence'", () => {
    const result = readProductCsv([HEADER, row('Good'), row(' Cheap ', 'free'), ',,,,,,,'].join('\n'));
    expect(result).toMatchObject({
      good: [{ row: 2 }],
      // The Add form's own sentence for the same mistake.
      bad: [{ row: 3, title: 'Cheap', sentences: [`Row 3: ${addProductMessages.priceNotNumber}`] }],
    });
  });

  it('reads semicolons, quoted line breaks, GH₵ prices, categories in any case and key headers', () => {
    const source = [
      'title;DESCRIPTION;price;deliveryPrice;category;Brand;quantity;Colour',
      'Kente;"Two lines\nof text; with a semicolon";GH₵ 3,500;"1,200";FASHION AND WEARS;Bonwire;1,000;red',
      'Smock;Tunic;3500.00;0;fashion and wears;Daboya;3;blue',
    ].join('\r\n');
    const result = readProductCsv(source);
    expect(result).toMatchObject({
      good: [
        {
          row: 2,
          description: 'Two lines\nof text; with a semicolon',
          price: 3500,
          deliveryPrice: 1200,
          category: 'Fashion and wears',
          quantity: 1000,
        },
        { row: 3, price: 3500 },
      ],
      bad: [],
      extraColumns: ['Colour'],
    });
  });

  it('refuses a repeated id and an id that is not one, on their rows', () => {
    const result = readProductCsv(
      [HEADER, row('A', '1', 'p-1'), row('B', '1', 'p-1'), row('C', '1', 'x'.repeat(65))].join('\n'),
    );
    expect(result).toMatchObject({
      good: [{ row: 2, id: 'p-1' }],
      bad: [
        { row: 3, sentences: ['Row 3: This id is already on row 2: a product can be on one row only.'] },
        { row: 4, sentences: ['Row 4: No product of yours has this id.'] },
      ],
    });
  });

  it('refuses, with one sentence each: empty, header alone, missing columns, too many rows, an open quote, not a table', () => {
    expect(readProductCsv('')).toEqual({ refused: importScreenMessages.empty });
    expect(readProductCsv(' \r\n\r\n')).toEqual({ refused: importScreenMessages.empty });
    expect(readProductCsv(`${HEADER}\r\n\r\n`)).toEqual({ refused: importScreenMessages.headerOnly });
    expect(readProductCsv('Title,Description,Brand\nA,B,C')).toEqual({
      refused: importScreenMessages.missingColumns(['Price', 'Delivery price', 'Category', 'Quantity']),
    });
    expect(readProductCsv([HEADER, ...Array.from({ length: 501 }, (_, i) => row(`P${i}`))].join('\n'))).toEqual({
      refused: importScreenMessages.tooMany(501, 500),
    });
    expect(readProductCsv([HEADER, row('A'), 'x,"never closed,1,2'].join('\n'))).toEqual({
      refused: importScreenMessages.unclosedQuote(3),
    });
    expect(readProductCsv('Dear shop owner\nthank you for your order')).toEqual({
      refused: importScreenMessages.notCsv,
    });
  });

  it('takes exactly 500 rows', () => {
    const result = readProductCsv([HEADER, ...Array.from({ length: 500 }, (_, i) => row(`P${i}`))].join('\n'));
    expect('good' in result && result.good).toHaveLength(500);
  });
});

describe('readProductFile', () => {
  it("reads a file 'Download CSV' wrote as it was: formula-like cells lose the apostrophe that kept them text", async () => {
    const product = {
      _id: '74bcc676-0313-4187-988b-c944704e26e2',
      title: '=SUM(A1)',
      description: 'Soft, "real" shea\nfrom Tamale',
      price: 3500.5,
      deliveryPrice: 0,
      category: 'Home and Office',
      brand: '@Home',
      quantity: 0,
      images: [{ url: '/api/images/shea.webp' }],
    };
    const exported = productsToCsv([product]);
    expect(exported).toContain(`'=SUM(A1)`);
    const { _id: id, images: _images, ...values } = product;
    expect(await readProductFile(new Blob([exported]))).toEqual({
      good: [{ row: 2, id, ...values }],
      bad: [],
      extraColumns: [],
    });
  });

  it('keeps é through a Windows-1252 file and GH₵ through a UTF-16 one', async () => {
    const latin = await readProductFile(new Blob([windows1252([HEADER, row('Café')].join('\r\n'))]));
    expect(latin).toMatchObject({ good: [{ title: 'Café' }] });
    const wide = await readProductFile(new Blob([utf16le([HEADER, row('GH₵ bag', '"GH₵ 3,500"')].join('\r\n'))]));
    expect(wide).toMatchObject({ good: [{ title: 'GH₵ bag', price: 3500 }] });
  });
  it('refuses an empty file and a picture renamed .csv', async () => {
    expect(await readProductFile(file([]))).toEqual({ refused: importScreenMessages.empty });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49])]);
    expect(await readProductFile(png)).toEqual({ refused: importScreenMessages.notCsv });
  });
});
