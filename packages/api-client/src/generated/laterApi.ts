import { emptyApi as api } from '../emptyApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    importProducts: build.mutation<ImportProductsApiResponse, ImportProductsApiArg>({
      query: (queryArg) => ({
        url: `/api/products/import`,
        method: 'POST',
        body: queryArg.productImport,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getPushKey: build.query<GetPushKeyApiResponse, GetPushKeyApiArg>({
      query: () => ({ url: `/api/push/key` }),
    }),
    subscribePush: build.mutation<SubscribePushApiResponse, SubscribePushApiArg>({
      query: (queryArg) => ({ url: `/api/push/subscription`, method: 'PUT', body: queryArg.pushSubscription }),
    }),
    unsubscribePush: build.mutation<UnsubscribePushApiResponse, UnsubscribePushApiArg>({
      query: (queryArg) => ({ url: `/api/push/subscription`, method: 'DELETE', body: queryArg.pushEndpoint }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as laterApi };
export type ImportProductsApiResponse =
  /** status 200 Every row was written; one answer per row, in the order sent. */ ProductImportResult;
export type ImportProductsApiArg = {
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  productImport: ProductImport;
};
export type GetPushKeyApiResponse = /** status 200 The key. */ PushKey;
export type GetPushKeyApiArg = void;
export type SubscribePushApiResponse = /** status 200 Kept. */ MessageResponse;
export type SubscribePushApiArg = {
  pushSubscription: PushSubscription;
};
export type UnsubscribePushApiResponse = /** status 200 Forgotten (also when it was not known). */ MessageResponse;
export type UnsubscribePushApiArg = {
  pushEndpoint: PushEndpoint;
};
export type Id = string;
export type ProductImportRowResult = {
  row: number;
  id: Id;
  action: 'created' | 'updated';
};
export type ProductImportResult = {
  created: number;
  updated: number;
  rows: ProductImportRowResult[];
};
export type ErrorCode =
  | 'BAD_INPUT'
  | 'BAD_REQUEST'
  | 'BAD_URL'
  | 'INVALID_JSON'
  | 'INVALID_RESET_TOKEN'
  | 'UNAUTHORIZED'
  | 'INVALID_CREDENTIALS'
  | 'SESSION_EXPIRED'
  | 'FORBIDDEN'
  | 'NOT_VERIFIED'
  | 'NOT_FOUND'
  | 'ROUTE_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'NOT_ACCEPTABLE'
  | 'REQUEST_TIMEOUT'
  | 'EMAIL_TAKEN'
  | 'WRONG_PASSWORD'
  | 'PAYLOAD_TOO_LARGE'
  | 'URI_TOO_LONG'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'LOGIN_LOCKED'
  | 'INVALID_EMAIL_TOKEN'
  | 'HEADERS_TOO_LARGE'
  | 'INTERNAL'
  | 'NOT_IMPLEMENTED'
  | 'MAIL_FAILED'
  | 'UNAVAILABLE'
  | 'IDEMPOTENCY_IN_FLIGHT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PUSH_ENDPOINT_HELD'
  | 'PUSH_DEVICE_LIMIT'
  | 'ORDER_ACTION_REFUSED'
  | 'WRONG_DELIVERY_CODE'
  | 'DELIVERY_CODE_LOCKED';
export type ProductImportRowError = {
  row: number;
  /** A sentence per refused field (`id` for an id that is not one of the caller's products). */
  fields: {
    [key: string]: string;
  };
};
export type Error = {
  /** Human-readable and safe to show. */
  message: string;
  /** Repeats `message` (the portal's screens read `msg` first). */
  msg: string;
  code: ErrorCode;
  /** Per-field messages for a 400 (and for register's 409, the password's). */
  fields?: {
    [key: string]: string;
  };
  /** The dependencies that do not answer (a 503 of the health check). */
  down?: ('database' | 'images')[];
  /** For a refused import, each refused row with its sentences per field (nothing was written). */
  rows?: ProductImportRowError[];
};
export type ProductImportRow = {
  /** The row number in the vendor's file, for the messages. */
  row: number;
  id?: Id;
  title: string;
  description: string;
  price: number;
  deliveryPrice: number;
  category: string;
  brand: string;
  quantity: number;
};
export type ProductImport = {
  rows: ProductImportRow[];
};
export type PushKey = {
  /** The VAPID public key, base64url (uncompressed P-256 point). */
  publicKey: string;
};
export type MessageResponse = {
  message: string;
  msg: string;
};
export type PushSubscription = {
  endpoint: string;
  expirationTime?: number | null;
  keys: {
    p256dh: string;
    auth: string;
  };
};
export type PushEndpoint = {
  endpoint: string;
};
export const {
  useImportProductsMutation,
  useGetPushKeyQuery,
  useLazyGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} = injectedRtkApi;
