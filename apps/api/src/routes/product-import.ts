// Importing products from a file read on the device (docs/product.md, Bulk catalogue): every row is
// checked again here with the Add product form's rules, and all are written in one transaction or
// none is. A refusal names every refused row, with a sentence per field.
//
// No e-mail is sent: createProduct sends none either (the portal asks for the "product created" mail
// separately, one product at a time), and a file of 500 products must not become 500 mails. The
// vendor's lists refresh as after any write: the transaction's commit notifies the change feed
// (db/change-feed.ts) once, which retires the vendor's kept list answers (http/list-cache.ts).
import { checkProductRow } from '@sika/domain/productImport';
import { serverMessages, toPesewas } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import { importProducts, type ImportWrite } from '../db/queries/product-import.ts';
import { noteActivity } from '../http/activity.ts';
import type { RouteOf, Schemas } from '../http/contract.ts';
import { errorBody, errorHandler } from '../http/errors.ts';
import { validationFields, type AjvError } from '../http/validation-messages.ts';
import { requireSeller } from './products.ts';

type ImportRequest = FastifyRequest<RouteOf<'importProducts'>>;
type ImportRow = ImportRequest['body']['rows'][number];
type RowError = Schemas['ProductImportRowError'];
type Refusals = Map<number, Record<string, string>>;
type ValidationFailure = Error & { validation?: AjvError[]; validationContext?: string };

const ROW_PATH = /^\/rows\/(\d+)(\/.*)?$/;

/**
 * The rows of a body the contract may have refused, so nothing about its shape is assumed: it is
 * narrowed, never cast. Undefined when the body holds no list of rows.
 */
function rowsOf(body: unknown): readonly unknown[] | undefined {
  if (typeof body !== 'object' || body === null || !('rows' in body)) return undefined;
  return Array.isArray(body.rows) ? body.rows : undefined;
}

/** The row number the vendor sees for the `index`-th row sent: its own `row` when it has a usable one. */
function rowNumberOf(body: unknown, index: number): number {
  const sent = rowsOf(body)?.[index];
  const row = typeof sent === 'object' && sent !== null && 'row' in sent ? sent.row : undefined;
  return typeof row === 'number' && Number.isInteger(row) && row >= 1 ? row : index + 1;
}

/** The 400 of a refused file: every refused row, in the order sent, with a sentence per field. */
function refusedFile(reply: FastifyReply, body: unknown, refusals: Refusals) {
  const rows: RowError[] = [...refusals]
    .sort(([a], [b]) => a - b)
    .map(([index, fields]) => ({ row: rowNumberOf(body, index), fields }));
  const message = serverMessages.importRefused;
  return reply.code(400).send({ ...errorBody('BAD_INPUT', message, { rows: message }), rows });
}

/**
 * The contract's refusals of a body, per row. Undefined when one is not about single rows (the
 * body itself, or the list's length): the usual error handler answers those.
 */
function contractRefusals(errors: readonly AjvError[]): Refusals | undefined {
  const byIndex = new Map<number, AjvError[]>();
  for (const error of errors) {
    const match = ROW_PATH.exec(error.instancePath);
    if (!match) return undefined;
    const index = Number(match[1]);
    byIndex.set(index, [...(byIndex.get(index) ?? []), { ...error, instancePath: match[2] ?? '' }]);
  }
  if (byIndex.size === 0) return undefined;
  const refusals: Refusals = new Map();
  for (const [index, rowErrors] of byIndex) {
    const fields = validationFields(rowErrors);
    refusals.set(index, Object.keys(fields).length > 0 ? fields : { row: serverMessages.fields.invalid });
  }
  return refusals;
}

/**
 * The Add product form's rules on every row not already refused (added to `refusals`), and an id
 * named on two rows refused on the later one. Answers what to write for each row that passed, and
 * the index of the row where each id is first named.
 */
function checkRows(rows: readonly ImportRow[], body: unknown, refusals: Refusals) {
  const writes: (ImportWrite | undefined)[] = [];
  const firstIndexOfId = new Map<string, number>();
  rows.forEach((row, index) => {
    if (refusals.has(index)) return;
    const fields: Record<string, string> = {};
    if (row.id !== undefined) {
      const first = firstIndexOfId.get(row.id);
      if (first === undefined) firstIndexOfId.set(row.id, index);
      else fields.id = serverMessages.fields.importIdRepeated(rowNumberOf(body, first));
    }
    const check = checkProductRow(row);
    if ('fields' in check) Object.assign(fields, check.fields);
    if (Object.keys(fields).length > 0 || !('values' in check)) {
      refusals.set(index, fields);
      return;
    }
    const v = check.values;
    const product = {
      title: v.title,
      description: v.description,
      pricePesewas: toPesewas(v.price),
      deliveryPricePesewas: toPesewas(v.deliveryPrice),
      category: v.category,
      brand: v.brand,
      quantity: v.quantity,
    };
    writes[index] = row.id === undefined ? { kind: 'create', product } : { kind: 'update', id: row.id, product };
  });
  return { writes, firstIndexOfId };
}

/**
 * A body the contract refuses never reaches the handler (nor the hooks before it, such as the
 * Idempotency-Key claim). Its refusal is worded for a file: the list's length in words, and wrong
 * rows named per row together with the rows the form's rules refuse (ids are looked up only for a
 * file the contract takes).
 */
function refuseImport(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const failure = error as ValidationFailure;
  if (failure.validation && failure.validationContext === 'body') {
    const tooMany = failure.validation.find((e) => e.instancePath === '/rows' && e.keyword === 'maxItems');
    if (tooMany) {
      const message = serverMessages.importTooManyRows(Number(tooMany.params.limit));
      return reply.code(400).send(errorBody('BAD_INPUT', message, { rows: message }));
    }
    const refusals = contractRefusals(failure.validation);
    const rows = rowsOf(request.body);
    if (refusals && rows) {
      // Every row the contract did not refuse passed its schema: that much is known of them.
      const typed = rows.map((row, index) => (refusals.has(index) ? undefined : row)) as ImportRow[];
      checkRows(typed, request.body, refusals);
      return refusedFile(reply, request.body, refusals);
    }
  }
  return errorHandler(error, request, reply);
}

/** What an import's Activity record says it did (docs/product.md, Activity). */
function importedSubject(rows: number, created: number): string {
  return `${rows} ${rows === 1 ? 'row' : 'rows'}: ${created} added, ${rows - created} changed`;
}

export function productImportHandlers(ctx: AppContext) {
  async function importHandler(request: ImportRequest, reply: FastifyReply) {
    const caller = callerOf(request);
    requireSeller(caller);

    const rows = request.body.rows;
    const refusals: Refusals = new Map();
    const { writes, firstIndexOfId } = checkRows(rows, request.body, refusals);

    // Only a file that may be written counts towards the throttle: one with refused rows is only
    // read (its ids looked up), so correcting a file and sending it again costs no share.
    if (refusals.size === 0) await ctx.limiters.productImport(request, reply);
    const result = await importProducts(
      ctx.db,
      caller.id,
      [...firstIndexOfId.keys()],
      (ownIds) => {
        // Another vendor's product and no product at all read the same: nothing says which it was.
        rows.forEach((row, index) => {
          if (row.id === undefined || ownIds.has(row.id) || firstIndexOfId.get(row.id) !== index) return;
          refusals.set(index, { ...refusals.get(index), id: serverMessages.fields.importIdNotYours });
        });
        if (refusals.size > 0) return { refused: true };
        return { writes: writes.filter((write) => write !== undefined) };
      },
      ctx.clock(),
    );

    if ('refused' in result) return refusedFile(reply, request.body, refusals);
    let created = 0;
    const answers = rows.map((row, index) => {
      const action = row.id === undefined ? 'created' : 'updated';
      if (action === 'created') created += 1;
      return { row: row.row, id: result.ids[index]!, action } as const;
    });
    noteActivity(request, { subject: importedSubject(rows.length, created) });
    return { created, updated: rows.length - created, rows: answers } satisfies Schemas['ProductImportResult'];
  }

  return {
    importProducts: { handler: importHandler, errorHandler: refuseImport },
  };
}
