import { serverMessages } from '@sika/domain';
import { checkProductRow } from '@sika/domain/productImport';
import { http, HttpResponse } from 'msw';
import type { ProductImport, ProductImportResult, ProductImportRowError } from '../../generated/laterApi.ts';
import type { Product } from '../../generated/sikaApi.ts';
import { dbFor, vendorForToken, type MockDb } from '../db.ts';
import { errorResponse } from '../errors.ts';

/** Answers already given per Idempotency-Key, per story database: the same key again gets the same answer. */
const answered = new WeakMap<MockDb, Map<string, ProductImportResult>>();

/**
 * importProducts of the fake backend (docs/product.md, Bulk catalogue): like the api, every row is
 * checked again with the Add product form's rules, an id must be one of the caller's products, and
 * either every row is written or none is (a 400 listing each refused row).
 */
export const productImportHandlers = {
  importProducts: http.post<never, ProductImport>('*/api/products/import', async ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
    if (!vendor.isVerified) return errorResponse(403, serverMessages.notVerified, 'NOT_VERIFIED');
    const db = dbFor(request);
    const key = request.headers.get('idempotency-key');
    const kept = key ? answered.get(db)?.get(key) : undefined;
    if (kept) return HttpResponse.json<ProductImportResult>(kept);

    const { rows } = await request.json();
    const own = (id: string) => db.products.find((product) => product._id === id && product.vendor === vendor._id);
    const refused: ProductImportRowError[] = [];
    const checked = rows.map((row) => {
      const check = checkProductRow(row);
      const fields: Record<string, string> = 'fields' in check ? { ...check.fields } : {};
      if (row.id !== undefined && !own(row.id)) fields.id = serverMessages.fields.importIdNotYours;
      if (Object.keys(fields).length > 0) refused.push({ row: row.row, fields });
      return { row: row.row, id: row.id, values: 'values' in check ? check.values : undefined };
    });
    if (refused.length > 0) {
      return HttpResponse.json(
        {
          message: serverMessages.importRefused,
          msg: serverMessages.importRefused,
          code: 'BAD_INPUT',
          rows: refused,
        },
        { status: 400 },
      );
    }

    const result: ProductImportResult = { created: 0, updated: 0, rows: [] };
    for (const { row, id, values } of checked) {
      if (!values) continue; // every row passed: see above
      const existing = id === undefined ? undefined : own(id);
      if (existing) {
        Object.assign(existing, values);
        result.updated += 1;
        result.rows.push({ row, id: existing._id, action: 'updated' });
        continue;
      }
      db.productSequence += 1;
      const product: Product = {
        _id: `p0000000-0000-4000-8000-${String(db.productSequence).padStart(12, '0')}`,
        ...values,
        vendorEmail: vendor.email,
        vendor: vendor._id,
        images: [],
      };
      db.products.unshift(product);
      result.created += 1;
      result.rows.push({ row, id: product._id, action: 'created' });
    }
    if (key) answered.set(db, (answered.get(db) ?? new Map()).set(key, result));
    return HttpResponse.json<ProductImportResult>(result);
  }),
};
