// POST /api/upload/{productKey}: the one image of one of the caller's products. The file is read
// into memory (10 MB at most), its header checked (images/process.ts), then it is decoded and
// re-encoded in one of a few decode slots (images/decode-slots.ts: a 503 with Retry-After when they
// and their queue are full), both variants are stored under new server-chosen names, and only then
// does the product point at them; the files it pointed at before are removed last. On any failure
// the product keeps the image it had.
// DELETE /api/upload/{productKey}: the product has no image afterwards; its files go once it no
// longer points at them (a file left behind costs disk, never a picture shown that was removed).
// A photo of a handover (routes/orders.ts, handOverOrder) is read and re-encoded by the same
// functions, so it meets the same limits.
import { serverMessages } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import { clearOwnProductImage, findOwnProduct, replaceOwnProductImage } from '../db/queries/products.ts';
import type { ProductImageFiles } from '../db/schema.ts';
import type { RouteOf } from '../http/contract.ts';
import { noteActivity } from '../http/activity.ts';
import { HttpError } from '../http/errors.ts';
import { newImageNames } from '../images/names.ts';
import { DecodeQueueFullError } from '../images/decode-slots.ts';
import { ImageRejectedError, readImageHeader, type ProcessedImage } from '../images/process.ts';
import { toProduct } from './product-view.ts';

/** Raw upload limit; the portal compresses first (a phone photo travels as ~300 KB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What a 503 for full decode slots asks the client to wait: about one decode. */
export const DECODE_BUSY_RETRY_AFTER_SECONDS = 5;
const FIELD = 'images';

/** The one file a multipart body carries: its form field, and what a body without it is told. */
export interface FilePart {
  field: string;
  missing: string;
}

const PRODUCT_IMAGE: FilePart = { field: FIELD, missing: serverMessages.imageMissing };

function isCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}

/** Reads the multipart body: exactly one non-empty file in the field `part.field`. */
export async function readOneFile(request: FastifyRequest, part: FilePart = PRODUCT_IMAGE): Promise<Buffer> {
  const { field } = part;
  let file: Buffer | undefined;
  let extra = false;
  try {
    // files: 2 so a second file is seen (and refused as a 400) rather than cut off silently.
    for await (const sent of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20 } })) {
      if (sent.type !== 'file') continue;
      if (sent.fieldname !== field || file !== undefined) {
        extra ||= sent.fieldname === field;
        sent.file.resume(); // drain it; only the first image is kept
        continue;
      }
      file = await sent.toBuffer();
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', serverMessages.imageTooLarge);
    }
    if (isCode(error, 'FST_FILES_LIMIT')) throw new HttpError(400, 'BAD_INPUT', serverMessages.imageTooMany);
    if (isCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', serverMessages.unsupportedMedia);
    }
    if (isCode(error, 'FST_PARTS_LIMIT') || isCode(error, 'FST_FIELDS_LIMIT')) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', serverMessages.tooLarge);
    }
    // busboy's "Unexpected end of form", "Malformed part header" and the like: the client's body.
    if (
      error instanceof Error &&
      !(error instanceof HttpError) &&
      /form|part|boundary|multipart/i.test(error.message)
    ) {
      throw new HttpError(400, 'BAD_REQUEST', serverMessages.badRequest);
    }
    throw error;
  }
  if (extra)
    throw new HttpError(400, 'BAD_INPUT', serverMessages.imageTooMany, { [field]: serverMessages.imageTooMany });
  if (file === undefined) {
    throw new HttpError(400, 'BAD_INPUT', part.missing, { [field]: serverMessages.fields.required });
  }
  if (file.length === 0)
    throw new HttpError(400, 'BAD_INPUT', serverMessages.imageEmpty, { [field]: serverMessages.imageEmpty });
  return file;
}

const TOO_LARGE: ReadonlySet<string> = new Set(['too-many-pixels', 'side-too-long', 'too-slow']);

/** Checks and re-encodes an upload in a decode slot: the 503, 413 and 415 of a refused one. */
export async function reencode(ctx: AppContext, reply: FastifyReply, input: Buffer): Promise<ProcessedImage> {
  try {
    // The header is checked before a decode slot is taken: a refused file never waits in the queue.
    return await ctx.decodeImage(input, await readImageHeader(input));
  } catch (error) {
    if (error instanceof DecodeQueueFullError) {
      reply.header('retry-after', String(DECODE_BUSY_RETRY_AFTER_SECONDS));
      throw new HttpError(503, 'UNAVAILABLE', serverMessages.imagesBusy);
    }
    if (!(error instanceof ImageRejectedError)) throw error;
    // A pixel bomb, an endless strip or a file too slow to decode is "too large" in what it would
    // become; everything else is "not an image we take".
    if (TOO_LARGE.has(error.reason)) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', error.message);
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', error.message);
  }
}

/** Best effort: a file left behind costs disk, never a wrong answer. Failures are logged. */
export async function removeImageFiles(ctx: AppContext, request: FastifyRequest, image: ProductImageFiles) {
  const results = await Promise.allSettled([ctx.images.delete(image.full.name), ctx.images.delete(image.list.name)]);
  for (const result of results) {
    if (result.status === 'rejected') request.log.warn({ err: result.reason }, 'could not remove an old image file');
  }
}

export function uploadHandlers(ctx: AppContext) {
  return {
    async uploadProductImage(request: FastifyRequest<RouteOf<'uploadProductImage'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      const { productKey } = request.params;
      // Counted first: a client uploading in a loop is stopped before any decoding (http/rate-limits.ts).
      await ctx.limiters.upload(request, reply);
      // Checked before the body is read: another vendor's id costs no decoding.
      if (!(await findOwnProduct(ctx.db, caller.id, productKey))) {
        throw new HttpError(404, 'NOT_FOUND', serverMessages.productNotFound);
      }
      const file = await readOneFile(request);
      // The file's bytes are the request (not the multipart framing, new at every send).
      if (await ctx.idempotency.claim(request, reply, [file])) return reply;
      const { full, list, sourceFormat } = await reencode(ctx, reply, file);

      const names = newImageNames();
      const image: ProductImageFiles = {
        full: { name: names.full, width: full.width, height: full.height },
        list: { name: names.list, width: list.width, height: list.height },
      };
      let replaced;
      try {
        try {
          await Promise.all([
            ctx.images.put(names.full, full.data, full.contentType),
            ctx.images.put(names.list, list.data, list.contentType),
          ]);
        } catch (error) {
          // Said as the storage's fault: its network errors (ECONNREFUSED) would otherwise read as the database's.
          request.log.error({ err: error }, 'image storage failed: the upload was not stored');
          throw new HttpError(503, 'UNAVAILABLE', serverMessages.imagesDown);
        }
        replaced = await replaceOwnProductImage(ctx.db, caller.id, productKey, image, ctx.clock());
      } catch (error) {
        await removeImageFiles(ctx, request, image);
        throw error;
      }
      if (!replaced) {
        // Deleted while the image was being processed.
        await removeImageFiles(ctx, request, image);
        throw new HttpError(404, 'NOT_FOUND', serverMessages.productNotFound);
      }
      if (replaced.previous) await removeImageFiles(ctx, request, replaced.previous);
      request.log.info(
        { productId: productKey, sourceFormat, bytes: { full: full.data.length, list: list.data.length } },
        'product image stored',
      );
      noteActivity(request, { subject: replaced.product.title });
      return toProduct(replaced.product, caller.email);
    },

    async deleteProductImage(request: FastifyRequest<RouteOf<'deleteProductImage'>>) {
      const caller = callerOf(request);
      const cleared = await clearOwnProductImage(ctx.db, caller.id, request.params.productKey, ctx.clock());
      if (!cleared) throw new HttpError(404, 'NOT_FOUND', serverMessages.productNotFound);
      if (cleared.previous) {
        await removeImageFiles(ctx, request, cleared.previous);
        request.log.info({ productId: request.params.productKey }, 'product image removed');
      }
      noteActivity(request, { subject: cleared.product.title });
      return toProduct(cleared.product, caller.email);
    },
  };
}
