import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from './categories.ts';
import { PRODUCT_CSV_COLUMNS, productTemplateCsv, productsToCsv, type ProductCsvSource } from './productCsv.ts';
import { addProductSchema } from './schemas/addProduct.ts';

const HEADER = 'Id,Title,Description,Price,Delivery price,Category,Brand,Quantity,Picture';

const stole: ProductCsvSource = {
  _id: '665f1c2e8a1b2c3d4e5f6a7b',
  title: 'Kente stole',
  description: 'Hand-woven',
  price: 3500.5,
  deliveryPrice: 20,
  category: 'Fashion and wears',
  brand: 'Bonwire',
  quantity: 4,
  images: [{ url: '/api/images/stole.webp' }],
};

const absolute = (url: string) => `https://sika.example${url}`;

/** The data rows of a file: after the BOM and the header, split on CRLF (none of these cells holds one). */
function lines(csv: string): string[] {
  return csv.split('\r\n');
}

describe('productsToCsv', () => {
  it('starts with a BOM and the header in the order of PRODUCT_CSV_COLUMNS, CRLF line ends', () => {
    const csv = productsToCsv([]);
    expect(csv).toBe(`\uFEFF${HEADER}\r\n`);
    expect(HEADER.split(',')).toEqual(PRODUCT_CSV_COLUMNS.map((column) => column.header));
  });

  it('writes one row per product, prices as plain numbers with a dot, the picture made absolute', () => {
    const csv = productsToCsv([stole, { ...stole, _id: 'b', price: 1200000, deliveryPrice: 0.05 }], absolute);
    expect(lines(csv)).toEqual([
      `\uFEFF${HEADER}`,
      '665f1c2e8a1b2c3d4e5f6a7b,Kente stole,Hand-woven,3500.5,20,Fashion and wears,Bonwire,4,https://sika.example/api/images/stole.webp',
      'b,Kente stole,Hand-woven,1200000,0.05,Fashion and wears,Bonwire,4,https://sika.example/api/images/stole.webp',
      '',
    ]);
  });

  it('leaves the picture cell empty for a product with no picture', () => {
    const [, row] = lines(productsToCsv([{ ...stole, images: [] }], absolute));
    expect(row).toBe('665f1c2e8a1b2c3d4e5f6a7b,Kente stole,Hand-woven,3500.5,20,Fashion and wears,Bonwire,4,');
  });

  it('writes the picture address as it is with no pictureAddress', () => {
    expect(lines(productsToCsv([stole]))[1]).toMatch(/,\/api\/images\/stole\.webp$/);
  });

  it('keeps formula-like cells as text', () => {
    const [, row] = lines(
      productsToCsv([{ ...stole, title: '=SUM(A1)', brand: '@Brand', description: '+233 24', category: '-x' }]),
    );
    expect(row).toBe("665f1c2e8a1b2c3d4e5f6a7b,'=SUM(A1),'+233 24,3500.5,20,'-x,'@Brand,4,/api/images/stole.webp");
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    const csv = productsToCsv([{ ...stole, description: 'Soft, "real" cotton\nline two', images: [] }]);
    expect(csv).toBe(
      `\uFEFF${HEADER}\r\n` +
        '665f1c2e8a1b2c3d4e5f6a7b,Kente stole,"Soft, ""real"" cotton\nline two",3500.5,20,Fashion and wears,Bonwire,4,\r\n',
    );
  });
});

describe('productTemplateCsv', () => {
  it('is the header and one example row with no id and no picture, BOM and CRLF', () => {
    const csv = productTemplateCsv();
    const [head, example, end, ...rest] = lines(csv);
    expect(head).toBe(`\uFEFF${HEADER}`);
    expect(end).toBe('');
    expect(rest).toEqual([]);
    expect(example!.startsWith(',')).toBe(true);
    expect(example!.endsWith(',')).toBe(true);
  });

  it('holds an example the Add form accepts, with a real category', () => {
    const cells = lines(productTemplateCsv())[1]!.split(',');
    const values = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column, index) => [column.field, cells[index]]));
    expect(PRODUCT_CATEGORIES).toContain(values.category);
    expect(addProductSchema.isValidSync(values)).toBe(true);
  });
});
