import { serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { MessageResponse, Product, ProductInput, ProductUpdate } from '../../generated/sikaApi.ts';
import { dbFor, vendorForToken, type MockDb } from '../db.ts';
import { errorResponse } from '../errors.ts';

const unauthorized = () => errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
// Another vendor's product answers like an unknown one: its existence is never revealed.
const notFound = () => errorResponse(404, serverMessages.productNotFound, 'NOT_FOUND');

/** The caller's own product with this id, if any. */
function ownProduct(db: MockDb, vendorId: string, id: string | undefined): Product | undefined {
  return db.products.find((product) => product._id === id && product.vendor === vendorId);
}

/**
 * Product calls of the fake backend (docs/product.md, The calls the portal makes), keyed by
 * operationId. Like the api, the owner comes from the token, never from the body, and a vendor only
 * ever sees their own products.
 */
export const productHandlers = {
  getAllProducts: http.get('*/api/products/all-products', ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    return HttpResponse.json<Product[]>(dbFor(request).products.filter((product) => product.vendor === vendor._id));
  }),
  createProduct: http.post<never, ProductInput>('*/api/Products/create', async ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    if (!vendor.isVerified) return errorResponse(403, serverMessages.notVerified, 'NOT_VERIFIED');
    const db = dbFor(request);
    const { title, description, price, deliveryPrice, category, brand, quantity } = await request.json();
    db.productSequence += 1;
    const product: Product = {
      _id: `p0000000-0000-4000-8000-${String(db.productSequence).padStart(12, '0')}`,
      ...{ title, description, price, deliveryPrice, category, brand, quantity },
      vendorEmail: vendor.email,
      vendor: vendor._id,
      images: [],
    };
    db.products.unshift(product);
    return HttpResponse.json<Product>(product, { status: 201 });
  }),
  updateProduct: http.patch<never, ProductUpdate>('*/api/products/update-product', async ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    const { id, ...changes } = await request.json();
    const product = ownProduct(dbFor(request), vendor._id, id);
    if (!product) return notFound();
    Object.assign(product, changes);
    return HttpResponse.json<Product>(product);
  }),
  deleteProduct: http.delete<never, { id: string }>('*/api/products/delete', async ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    const db = dbFor(request);
    const { id } = await request.json();
    if (!ownProduct(db, vendor._id, id)) return notFound();
    db.products = db.products.filter((product) => product._id !== id);
    return HttpResponse.json<MessageResponse>({
      message: serverMessages.productDeleted,
      msg: serverMessages.productDeleted,
    });
  }),
  uploadProductImage: http.post<{ productKey: string }>('*/api/upload/:productKey', async ({ request, params }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    const product = ownProduct(dbFor(request), vendor._id, params.productKey);
    if (!product) return notFound();
    const files = (await request.formData()).getAll('images').filter((entry) => entry instanceof Blob);
    if (files.length !== 1) return errorResponse(400, serverMessages.badInput, 'BAD_INPUT');
    const [file] = files;
    if (!file?.type.startsWith('image/'))
      return errorResponse(415, serverMessages.unsupportedMedia, 'UNSUPPORTED_MEDIA_TYPE');
    // The fake keeps the bytes as an object URL so the list can show what was sent.
    product.images = [{ url: URL.createObjectURL(file) }];
    return HttpResponse.json<Product>(product);
  }),
  // Removing a product's picture: idempotent, like the api (a product without one answers the same).
  deleteProductImage: http.delete<{ productKey: string }>('*/api/upload/:productKey', ({ request, params }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    const product = ownProduct(dbFor(request), vendor._id, params.productKey);
    if (!product) return notFound();
    product.images = [];
    return HttpResponse.json<Product>(product);
  }),
  sendProductCreatedEmail: http.post('*/api/vendor/send-email-product-created', () =>
    HttpResponse.json<MessageResponse>(
      { message: serverMessages.mailSent, msg: serverMessages.mailSent },
      { status: 202 },
    ),
  ),
};
