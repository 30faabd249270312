// The vendor's products: only the caller's, whatever ids or e-mails a body names (ARCHITECTURE:
// the server decides who sees what). Another vendor's product answers exactly like a missing one.
import { isWholePesewas, serverMessages, toPesewas } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import {
  deleteOwnProduct,
  findOwnProduct,
  insertProduct,
  listVendorProducts,
  updateOwnProduct,
  type ProductChanges,
} from '../db/queries/products.ts';
import type { VendorRow } from '../db/schema.ts';
import type { RouteOf, Schemas } from '../http/contract.ts';
import { noteActivity } from '../http/activity.ts';
import { HttpError, messageBody } from '../http/errors.ts';
import { removeImageFiles } from './uploads.ts';
import { toProduct } from './product-view.ts';

type Fields = Partial<Schemas['ProductInput']>;

const TEXT_FIELDS = ['title', 'description', 'brand'] as const;
const MONEY_FIELDS = ['price', 'deliveryPrice'] as const;

/**
 * What the contract's schema cannot say: text that is only spaces, and amounts finer than a pesewa.
 * Refused, not rounded, so a price is never silently changed.
 */
function checkFields(body: Fields): void {
  const fields: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    if (body[name] !== undefined && body[name].trim() === '') fields[name] = serverMessages.fields.required;
  }
  for (const name of MONEY_FIELDS) {
    if (body[name] !== undefined && !isWholePesewas(body[name])) fields[name] = serverMessages.fields.price;
  }
  if (Object.keys(fields).length > 0) throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, fields);
}

function changesFrom(body: Fields): ProductChanges {
  const changes: ProductChanges = {};
  if (body.title !== undefined) changes.title = body.title.trim();
  if (body.description !== undefined) changes.description = body.description.trim();
  if (body.brand !== undefined) changes.brand = body.brand.trim();
  if (body.category !== undefined) changes.category = body.category;
  if (body.price !== undefined) changes.pricePesewas = toPesewas(body.price);
  if (body.deliveryPrice !== undefined) changes.deliveryPricePesewas = toPesewas(body.deliveryPrice);
  if (body.quantity !== undefined) changes.quantity = body.quantity;
  return changes;
}

/** Only a vendor who finished sign-up and was verified may sell. */
export function requireSeller(caller: VendorRow): void {
  if (!caller.registrationCompleted) {
    throw new HttpError(403, 'FORBIDDEN', serverMessages.registrationIncomplete);
  }
  if (!caller.isVerified) throw new HttpError(403, 'NOT_VERIFIED', serverMessages.notVerified);
}

function notFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', serverMessages.productNotFound);
}

export function productHandlers(ctx: AppContext) {
  const { db } = ctx;

  return {
    async getAllProducts(request: FastifyRequest) {
      const caller = callerOf(request);
      const rows = await listVendorProducts(db, caller.id);
      return rows.map((row) => toProduct(row, caller.email));
    },

    async createProduct(request: FastifyRequest<RouteOf<'createProduct'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      requireSeller(caller);
      // `vendor` and `vendorEmail` of the body are never read: the owner is the token's vendor.
      const body = request.body;
      checkFields(body);
      const now = ctx.clock();
      const row = await insertProduct(db, {
        vendorId: caller.id,
        title: body.title.trim(),
        description: body.description.trim(),
        pricePesewas: toPesewas(body.price),
        deliveryPricePesewas: toPesewas(body.deliveryPrice),
        category: body.category,
        brand: body.brand.trim(),
        quantity: body.quantity,
        createdAt: now,
        updatedAt: now,
      });
      noteActivity(request, { subject: row.title });
      reply.code(201);
      return toProduct(row, caller.email);
    },

    async updateProduct(request: FastifyRequest<RouteOf<'updateProduct'>>) {
      const caller = callerOf(request);
      const body = request.body;
      checkFields(body);
      const changes = changesFrom(body);
      const row =
        Object.keys(changes).length === 0
          ? await findOwnProduct(db, caller.id, body.id)
          : await updateOwnProduct(db, caller.id, body.id, changes, ctx.clock());
      if (!row) throw notFound();
      noteActivity(request, { subject: row.title });
      return toProduct(row, caller.email);
    },

    async deleteProduct(request: FastifyRequest<RouteOf<'deleteProduct'>>) {
      const caller = callerOf(request);
      const row = await deleteOwnProduct(db, caller.id, request.body.id);
      if (!row) throw notFound();
      if (row.image) await removeImageFiles(ctx, request, row.image);
      noteActivity(request, { subject: row.title });
      return messageBody(serverMessages.productDeleted);
    },
  };
}
