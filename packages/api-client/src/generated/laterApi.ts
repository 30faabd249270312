import { emptyApi as api } from '../emptyApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPasswordToken: build.mutation<ForgotPasswordTokenApiResponse, ForgotPasswordTokenApiArg>({
      query: (queryArg) => ({ url: `/api/vendor/forgot-password-token`, method: 'POST', body: queryArg.body }),
    }),
    resetVendorPassword: build.mutation<ResetVendorPasswordApiResponse, ResetVendorPasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/vendor/reset-vendor-password/${encodeURIComponent(String(queryArg.token))}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    resetPasswordWithCode: build.mutation<ResetPasswordWithCodeApiResponse, ResetPasswordWithCodeApiArg>({
      query: (queryArg) => ({ url: `/api/vendor/reset-password-code`, method: 'POST', body: queryArg.body }),
    }),
    confirmEmail: build.mutation<ConfirmEmailApiResponse, ConfirmEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/vendor/confirm-email/${encodeURIComponent(String(queryArg.token))}`,
        method: 'POST',
      }),
    }),
    shipOrder: build.mutation<ShipOrderApiResponse, ShipOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${encodeURIComponent(String(queryArg.orderId))}/ship`,
        method: 'POST',
        body: queryArg.shipOrderInput,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    deliverOrder: build.mutation<DeliverOrderApiResponse, DeliverOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${encodeURIComponent(String(queryArg.orderId))}/deliver`,
        method: 'POST',
        body: queryArg.deliverOrderInput,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    handOverOrder: build.mutation<HandOverOrderApiResponse, HandOverOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${encodeURIComponent(String(queryArg.orderId))}/handover`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    cancelOrder: build.mutation<CancelOrderApiResponse, CancelOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${encodeURIComponent(String(queryArg.orderId))}/cancel`,
        method: 'POST',
        body: queryArg.cancelOrderInput,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    returnOrder: build.mutation<ReturnOrderApiResponse, ReturnOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${encodeURIComponent(String(queryArg.orderId))}/return`,
        method: 'POST',
        body: queryArg.returnOrderInput,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getOrderTimeline: build.query<GetOrderTimelineApiResponse, GetOrderTimelineApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${encodeURIComponent(String(queryArg.orderId))}/timeline` }),
    }),
    getPayouts: build.query<GetPayoutsApiResponse, GetPayoutsApiArg>({
      query: (queryArg) => ({
        url: `/api/payouts`,
        params: {
          q: queryArg.q,
          lateMost: queryArg.lateMost,
        },
      }),
    }),
    getPayout: build.query<GetPayoutApiResponse, GetPayoutApiArg>({
      query: (queryArg) => ({ url: `/api/payouts/${encodeURIComponent(String(queryArg.payoutId))}` }),
    }),
    getStatement: build.query<GetStatementApiResponse, GetStatementApiArg>({
      query: (queryArg) => ({ url: `/api/statements/${encodeURIComponent(String(queryArg.month))}` }),
    }),
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
    deleteProductImage: build.mutation<DeleteProductImageApiResponse, DeleteProductImageApiArg>({
      query: (queryArg) => ({
        url: `/api/upload/${encodeURIComponent(String(queryArg.productKey))}`,
        method: 'DELETE',
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as laterApi };
export type ForgotPasswordTokenApiResponse = /** status 200 Accepted. */ MessageResponse;
export type ForgotPasswordTokenApiArg = {
  body: {
    email?: Email;
    phone?: string;
  };
};
export type ResetVendorPasswordApiResponse = /** status 200 Password changed. */ MessageResponse;
export type ResetVendorPasswordApiArg = {
  token: string;
  body: {
    password: Password;
  };
};
export type ResetPasswordWithCodeApiResponse = /** status 200 Password changed. */ MessageResponse;
export type ResetPasswordWithCodeApiArg = {
  body: {
    phone: string;
    code: string;
    password: Password;
  };
};
export type ConfirmEmailApiResponse = /** status 200 The e-mail address is changed. */ MessageResponse;
export type ConfirmEmailApiArg = {
  token: string;
};
export type ShipOrderApiResponse = /** status 200 The order, now Shipped. */ Order;
export type ShipOrderApiArg = {
  /** The order's `_id`. */
  orderId: string;
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  shipOrderInput: ShipOrderInput;
};
export type DeliverOrderApiResponse = /** status 200 The order, now Delivered. */ Order;
export type DeliverOrderApiArg = {
  /** The order's `_id`. */
  orderId: string;
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  deliverOrderInput: DeliverOrderInput;
};
export type HandOverOrderApiResponse =
  /** status 200 The order, still Shipped, its handover waiting to be confirmed. */ Order;
export type HandOverOrderApiArg = {
  /** The order's `_id`. */
  orderId: string;
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  body: {
    photo: Blob;
  };
};
export type CancelOrderApiResponse = /** status 200 The order, now Cancelled. */ Order;
export type CancelOrderApiArg = {
  /** The order's `_id`. */
  orderId: string;
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  cancelOrderInput: CancelOrderInput;
};
export type ReturnOrderApiResponse = /** status 200 The order, with its new schedule. */ Order;
export type ReturnOrderApiArg = {
  /** The order's `_id`. */
  orderId: string;
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  returnOrderInput: ReturnOrderInput;
};
export type GetOrderTimelineApiResponse = /** status 200 The timeline. */ OrderEvent[];
export type GetOrderTimelineApiArg = {
  /** The order's `_id`. */
  orderId: string;
};
export type GetPayoutsApiResponse = /** status 200 The caller's payouts. */ Payouts;
export type GetPayoutsApiArg = {
  /** A payout reference, or a part of it (at most 40 characters). */
  q?: string;
  /** How many late instalments to list, oldest first (20 when not sent): the portal shows
    the first 20 and asks for 20 more at a time, so a vendor with thousands late does not
    download them all.
     */
  lateMost?: number;
};
export type GetPayoutApiResponse = /** status 200 The payout. */ PayoutDetails;
export type GetPayoutApiArg = {
  /** The payout's `_id`. */
  payoutId: string;
};
export type GetStatementApiResponse = /** status 200 The statement. */ Statement;
export type GetStatementApiArg = {
  /** The month, YYYY-MM (UTC). */
  month: EarningsMonth;
};
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
export type DeleteProductImageApiResponse = /** status 200 The product, without an image. */ Product;
export type DeleteProductImageApiArg = {
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  /** The product's `_id`. */
  productKey: Id;
};
export type MessageResponse = {
  message: string;
  msg: string;
};
export type ErrorCode =
  | 'BAD_INPUT'
  | 'BAD_REQUEST'
  | 'BAD_URL'
  | 'INVALID_JSON'
  | 'INVALID_RESET_TOKEN'
  | 'INVALID_RESET_CODE'
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
  | 'DELIVERY_CODE_LOCKED'
  | 'ROLE_NOT_ALLOWED'
  | 'INVITE_NOT_USABLE'
  | 'ALREADY_IN_TEAM'
  | 'OWNER_STAYS'
  | 'SMS_FAILED';
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
export type Email = string;
export type Password = string;
export type Id = string;
export type OrderUser = {
  firstname: string;
  lastname: string;
  mobile: string;
  company: string;
};
export type OrderStatus = 'Approved' | 'Shipped' | 'Delivered' | 'Completed' | 'Cancelled';
export type ShippingMethod = 'own-rider' | 'courier' | 'buyer-collects';
export type CancelReason = 'out-of-stock' | 'buyer-asked' | 'buyer-unreachable' | 'other';
export type Order = {
  _id: Id;
  orderNumber: string;
  user: OrderUser;
  deliveryDetails: {
    city: string;
  };
  product: {
    _id: Id;
    title: string;
    vendorEmail: string;
  };
  orderStatus: OrderStatus;
  /** Always 'Monthly instalments' (ORDER_PAYMENT_PLAN in @sika/domain). */
  paymentPlan: string;
  /** '2 months', '3 months' or '6 months'. */
  paymentDuration: string;
  /** GHS, two decimals; the item's price when ordered (one item, delivery not included). */
  totalPrice: number;
  /** GHS, two decimals; paid on the order date. */
  initialPayment: number;
  /** GHS, due one month after the order date; 0 when unused. */
  secondPayment: number;
  /** GHS, due two months after; 0 when unused. */
  thirdPayment: number;
  /** GHS, due three months after; 0 when unused. */
  fourthPayment: number;
  /** GHS, due four months after; 0 when unused. */
  fifthPayment: number;
  /** GHS, due five months after; 0 when unused. */
  sixthPayment: number;
  /** When the order was placed; lists are newest first. */
  createdAt: string;
  /** How it travels, once Shipped (docs/product.md, Order actions). */
  shipping?: {
    method: ShippingMethod;
    courierName?: string;
    trackingNumber?: string;
  };
  /** Why it was cancelled, once Cancelled. */
  cancellation?: {
    reason: CancelReason;
    note?: string;
  };
  /** A photo of the handover sent without the buyer's code (handOverOrder), waiting for the back office to confirm the delivery; absent once Delivered. */
  handover?: {
    /** When the photo was sent. */
    at: string;
  };
  /** When it was delivered, once Delivered; a return is taken within 14 days of it. */
  deliveredAt?: string;
  /** GHS, two decimals: what returns have refunded the buyer, once there is one. `totalPrice` is already less this amount. */
  refunded?: number;
};
export type ShipOrderInput = {
  method: ShippingMethod;
  courierName?: string;
  trackingNumber?: string;
  note?: string;
};
export type DeliverOrderInput = {
  /** The buyer's 4-digit delivery code. */
  code: string;
};
export type CancelOrderInput = {
  reason: CancelReason;
  note?: string;
};
export type ReturnReason = 'damaged' | 'wrong-item' | 'not-as-described' | 'changed-mind' | 'other';
export type ReturnOrderInput = {
  reason: ReturnReason;
  note?: string;
  /** GHS with at most two decimals; more decimals are a 400, never rounded. */
  amount?: number;
};
export type OrderEvent = {
  /** ORDER_EVENT_KINDS in @sika/domain. */
  kind: 'Placed' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Completed' | 'StatusSet' | 'Returned' | 'HandedOver';
  actor: 'vendor' | 'back office' | 'server';
  /** The vendor's e-mail, or the back office's tool; '' for the server. */
  actorName: string;
  at: string;
  shipping?: {
    method: ShippingMethod;
    courierName?: string;
    trackingNumber?: string;
  };
  /** Why it was cancelled (Cancelled) or returned (Returned). */
  reason?: CancelReason | ReturnReason;
  /** The vendor's note, or the 'other' reason's text. */
  note?: string;
  status?: OrderStatus;
  /** GHS, two decimals: what a return refunded (Returned). */
  amount?: number;
};
export type Payout = {
  _id: string;
  paidAt: string;
  /** GHS paid. */
  amount: number;
  /** The MoMo number paid, masked: '024 *** 3456'. */
  momoMasked: string;
  /** As the MoMo SMS reads it: SIKA-PO-2026-000123. */
  reference: string;
};
export type LateInstalment = {
  orderId: string;
  orderNumber: string;
  /** 1 the initial payment. */
  instalment: number;
  dueDate: string;
  amount: number;
};
export type Payouts = {
  /** The UTC day the figures are for. */
  asOf: string;
  /** GHS collected and not yet paid out */
  balance: number;
  /** The UTC day the next payout is due. */
  nextPayoutOn: string;
  schedule: 'daily' | 'weekly' | 'monthly';
  /** Newest first; those whose reference matches `q` when it is sent. */
  payouts: Payout[];
  /** Instalments due and not collected, oldest due first, at most `lateMost`. */
  late: LateInstalment[];
  /** True when more instalments are late than `late` lists. */
  lateMore: boolean;
};
export type LedgerItem = {
  kind: 'collected' | 'refund';
  orderId: string;
  orderNumber: string;
  /** Null for a refund. */
  instalment: number | null;
  /** GHS; a refund is deducted. */
  amount: number;
};
export type PayoutDetails = {
  _id: string;
  paidAt: string;
  /** GHS paid. */
  amount: number;
  momoMasked: string;
  reference: string;
  /** GHS of refunds taken from this payout. */
  refundsDeducted: number;
  /** Instalments paid and refunds deducted, by order number. */
  items: LedgerItem[];
};
export type EarningsMonth = string;
export type Statement = {
  month: EarningsMonth;
  /** GHS balance at the month's start. */
  opening: number;
  /** GHS balance at the month's end (now for this month). */
  closing: number;
  collected: number;
  refunded: number;
  paidOut: number;
  entries: {
    at: string;
    kind: 'collected' | 'refund' | 'payout';
    orderNumber: string | null;
    instalment: number | null;
    /** The payout's, for a payout. */
    reference: string | null;
    /** GHS, positive; the kind says which way. */
    amount: number;
    /** GHS balance after this entry. */
    balance: number;
  }[];
};
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
export type ProductImage = {
  /** WebP, at most 1600 px on its longest side. */
  url: string;
  width?: number;
  height?: number;
  /** WebP about 320 px wide, for lists and cards. */
  listUrl?: string;
  listWidth?: number;
  listHeight?: number;
};
export type Product = {
  _id: Id;
  title: string;
  description: string;
  price: number;
  deliveryPrice: number;
  category: string;
  brand: string;
  quantity: number;
  vendorEmail: string;
  vendor: Id;
  images: ProductImage[];
  /** When it was created; lists are newest first. */
  createdAt?: string;
};
export const {
  useForgotPasswordTokenMutation,
  useResetVendorPasswordMutation,
  useResetPasswordWithCodeMutation,
  useConfirmEmailMutation,
  useShipOrderMutation,
  useDeliverOrderMutation,
  useHandOverOrderMutation,
  useCancelOrderMutation,
  useReturnOrderMutation,
  useGetOrderTimelineQuery,
  useLazyGetOrderTimelineQuery,
  useGetPayoutsQuery,
  useLazyGetPayoutsQuery,
  useGetPayoutQuery,
  useLazyGetPayoutQuery,
  useGetStatementQuery,
  useLazyGetStatementQuery,
  useImportProductsMutation,
  useGetPushKeyQuery,
  useLazyGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  useDeleteProductImageMutation,
} = injectedRtkApi;
