import { emptyApi as api } from '../emptyApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/vendor/login`, method: 'POST', body: queryArg.credentials }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/vendor/register`, method: 'POST', body: queryArg.registration }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/vendor/logout`, method: 'POST' }),
    }),
    refresh: build.query<RefreshApiResponse, RefreshApiArg>({
      query: () => ({ url: `/api/vendor/refresh` }),
    }),
    getAllVendors: build.query<GetAllVendorsApiResponse, GetAllVendorsApiArg>({
      query: () => ({ url: `/api/vendor/all-Vendors` }),
    }),
    getChanges: build.query<GetChangesApiResponse, GetChangesApiArg>({
      query: () => ({ url: `/api/changes` }),
    }),
    updateVendor: build.mutation<UpdateVendorApiResponse, UpdateVendorApiArg>({
      query: (queryArg) => ({ url: `/api/vendor/update-vendor`, method: 'PATCH', body: queryArg.vendorUpdate }),
    }),
    deleteVendor: build.mutation<DeleteVendorApiResponse, DeleteVendorApiArg>({
      query: (queryArg) => ({ url: `/api/Vendors`, method: 'DELETE', body: queryArg.deleteVendorBody }),
    }),
    getVendorOrders: build.query<GetVendorOrdersApiResponse, GetVendorOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/vendor/get-vendor-orders`,
        params: {
          q: queryArg.q,
          status: queryArg.status,
          limit: queryArg.limit,
          before: queryArg.before,
        },
      }),
    }),
    getOrderCounts: build.query<GetOrderCountsApiResponse, GetOrderCountsApiArg>({
      query: (queryArg) => ({
        url: `/api/order-counts`,
        params: {
          q: queryArg.q,
        },
      }),
    }),
    getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${encodeURIComponent(String(queryArg.orderId))}` }),
    }),
    getEarnings: build.query<GetEarningsApiResponse, GetEarningsApiArg>({
      query: () => ({ url: `/api/earnings` }),
    }),
    getAllProducts: build.query<GetAllProductsApiResponse, GetAllProductsApiArg>({
      query: () => ({ url: `/api/products/all-products` }),
    }),
    createProduct: build.mutation<CreateProductApiResponse, CreateProductApiArg>({
      query: (queryArg) => ({
        url: `/api/Products/create`,
        method: 'POST',
        body: queryArg.productInput,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    updateProduct: build.mutation<UpdateProductApiResponse, UpdateProductApiArg>({
      query: (queryArg) => ({
        url: `/api/products/update-product`,
        method: 'PATCH',
        body: queryArg.productUpdate,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    deleteProduct: build.mutation<DeleteProductApiResponse, DeleteProductApiArg>({
      query: (queryArg) => ({
        url: `/api/products/delete`,
        method: 'DELETE',
        body: queryArg.idBody,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    uploadProductImage: build.mutation<UploadProductImageApiResponse, UploadProductImageApiArg>({
      query: (queryArg) => ({
        url: `/api/upload/${encodeURIComponent(String(queryArg.productKey))}`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    sendRegistrationEmail: build.mutation<SendRegistrationEmailApiResponse, SendRegistrationEmailApiArg>({
      query: (queryArg) => ({ url: `/api/vendor/send-email`, method: 'POST', body: queryArg.registrationEmailBody }),
    }),
    sendProductCreatedEmail: build.mutation<SendProductCreatedEmailApiResponse, SendProductCreatedEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/vendor/send-email-product-created`,
        method: 'POST',
        body: queryArg.productCreatedEmailBody,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as sikaApi };
export type GetHealthApiResponse = /** status 200 The api and its database answer. */ {
  status: 'ok';
  /** The `info.version` of the contract this server implements. A portal compares it with its own before it sends writes it kept while offline, so a write is never sent in a shape the server no longer accepts. */
  contract?: string;
};
export type GetHealthApiArg = void;
export type LoginApiResponse = /** status 200 Logged in. */ LoginResponse;
export type LoginApiArg = {
  credentials: Credentials;
};
export type RegisterApiResponse =
  | /** status 200 The e-mail and password of an account whose sign-up is unfinished: logged in, with its record as `newVendor`; sign-up continues at the first step it lacks. */ RegisterResponse
  | /** status 201 Vendor created and logged in. */ RegisterResponse;
export type RegisterApiArg = {
  registration: Registration;
};
export type LogoutApiResponse = /** status 200 Logged out (also when no session was open). */ MessageResponse;
export type LogoutApiArg = void;
export type RefreshApiResponse = /** status 200 A new access token. */ RefreshResponse;
export type RefreshApiArg = void;
export type GetAllVendorsApiResponse = /** status 200 A list holding only the caller's record. */ Vendor[];
export type GetAllVendorsApiArg = void;
export type GetChangesApiResponse = /** status 200 The current version of the caller's lists. */ Changes;
export type GetChangesApiArg = void;
export type UpdateVendorApiResponse = /** status 200 The updated vendor. */ Vendor;
export type UpdateVendorApiArg = {
  vendorUpdate: VendorUpdate;
};
export type DeleteVendorApiResponse = /** status 200 Deleted. */ MessageResponse;
export type DeleteVendorApiArg = {
  deleteVendorBody: DeleteVendorBody;
};
export type GetVendorOrdersApiResponse = /** status 200 The caller's orders, newest first, at most `limit`. */ Order[];
export type GetVendorOrdersApiArg = {
  /** An order number (`SK-100120`, `sk100120`, `#SK-100120` or `100120`) or part of the buyer's first and last name, in any case; blank finds every order. */
  q?: string;
  /** Only orders with this status. */
  status?: OrderStatus;
  /** How many orders at most (1-500, default 100). */
  limit?: number;
  /** The `_id` of the last order of the previous page (the `X-Next-Before` header). */
  before?: Id;
};
export type GetOrderCountsApiResponse = /** status 200 The counts. */ OrderCounts;
export type GetOrderCountsApiArg = {
  /** An order number (`SK-100120`, `sk100120`, `#SK-100120` or `100120`) or part of the buyer's first and last name, in any case; blank finds every order. */
  q?: string;
};
export type GetOrderApiResponse = /** status 200 The order. */ Order;
export type GetOrderApiArg = {
  /** The order's `_id`. */
  orderId: string;
};
export type GetEarningsApiResponse = /** status 200 The caller's earnings. */ Earnings;
export type GetEarningsApiArg = void;
export type GetAllProductsApiResponse = /** status 200 The caller's products, newest first. */ Product[];
export type GetAllProductsApiArg = void;
export type CreateProductApiResponse =
  /** status 201 The created product (the portal stores it as productKey). */ Product;
export type CreateProductApiArg = {
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  productInput: ProductInput;
};
export type UpdateProductApiResponse = /** status 200 The updated product. */ Product;
export type UpdateProductApiArg = {
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  productUpdate: ProductUpdate;
};
export type DeleteProductApiResponse = /** status 200 Deleted. */ MessageResponse;
export type DeleteProductApiArg = {
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  idBody: IdBody;
};
export type UploadProductImageApiResponse = /** status 200 The product with its new image. */ Product;
export type UploadProductImageApiArg = {
  /** A key the client makes once per write (the IETF httpapi Idempotency-Key header), used by the portal for writes it kept while offline. The server keeps the key with its answer per vendor for 24 hours: the same key again gets the same answer without doing the write twice (across api instances); the same key with another body is a 422; while the first is still running, a 409. */
  'Idempotency-Key'?: string;
  /** The product's `_id`. */
  productKey: Id;
  body: {
    images: Blob;
  };
};
export type SendRegistrationEmailApiResponse = /** status 202 Queued. */ MessageResponse;
export type SendRegistrationEmailApiArg = {
  registrationEmailBody: RegistrationEmailBody;
};
export type SendProductCreatedEmailApiResponse = /** status 202 Queued. */ MessageResponse;
export type SendProductCreatedEmailApiArg = {
  productCreatedEmailBody: ProductCreatedEmailBody;
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
export type Id = string;
export type Vendor = {
  _id: Id;
  email: string;
  /** Empty until sign-up step two. */
  BusinessName: string;
  /** One of the business categories, or empty. */
  BusinessCategory: string;
  BusinessAddress: string;
  /** The business phone, E.164 (`+233302123456`); a record saved before numbers were checked may hold it as typed. */
  mobile: string;
  /** Empty until sign-up step three. */
  momo_mobile_name: string;
  /** The payout (MoMo) number, a Ghana mobile number in E.164 (`+233244123456`); a record saved before numbers were checked may hold it as typed. */
  momo_mobile: string;
  registrationCompleted: boolean;
  isVerified: boolean;
  /** A new e-mail address waiting for the link mailed to it (unused and unexpired); absent
    when none waits. Sent to the vendor themselves only (the vendors list and updateVendor).
     */
  pendingEmail?: string;
};
export type TeamRole = 'owner' | 'manager' | 'attendant';
export type LoginResponse = {
  accessToken: string;
  id: Id;
  email: string;
  vendor: Vendor;
  /** The signed-in person's role in the shop (docs/product.md, Team). `id` and `vendor` are
    the shop's; `email` is the person's own.
     */
  role?: TeamRole;
};
export type Email = string;
export type Credentials = {
  email?: Email;
  phone?: string;
  password: string;
};
export type RegisterResponse = {
  accessToken: string;
  newVendor: Vendor;
};
export type Password = string;
export type Registration = {
  email: Email;
  password: Password;
};
export type MessageResponse = {
  message: string;
  msg: string;
};
export type RefreshResponse = {
  accessToken: string;
  /** The person's role in the shop now (docs/product.md, Team): the owner may have changed it
    since the login, and the portal's menus follow it.
     */
  role?: TeamRole;
};
export type Changes = {
  /** Changes whenever the caller's vendor record, products, newest 500 orders, the statuses of all their orders, or the UTC day do. */
  version: string;
};
export type BusinessCategory =
  | 'Phones and Tablets'
  | 'Computers and accessories'
  | 'Fashion and wears'
  | 'Home and Office'
  | 'Electronic Appliances'
  | 'Food Market';
export type VendorUpdate = {
  id: Id;
  BusinessName?: string;
  BusinessCategory?: BusinessCategory;
  BusinessAddress?: string;
  /** Any Ghana phone number, like `024 412 3456`, `030 212 3456` or `+233 24 412 3456` (see updateVendor). */
  mobile?: string;
  momo_mobile_name?: string;
  /** A Ghana mobile number, like `024 412 3456` or `+233 24 412 3456` (see updateVendor). */
  momo_mobile?: string;
  /** Sign-up step three sets it; once true it stays true (a false is then ignored). */
  registrationCompleted?: boolean;
  email?: Email;
  password?: Password;
  /** The vendor's current password. Required to change `email` or `password`, and
    `momo_mobile` or `momo_mobile_name` once registration is completed (see updateVendor).
    Ignored otherwise.
     */
  currentPassword?: string;
};
export type DeleteVendorBody = {
  id: Id;
  /** The current password. */
  password: string;
};
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
export type OrderCounts = {
  /** Every order of the caller, whatever the search. */
  all: number;
  /** The orders the search matches, any status. */
  matching: number;
  /** One entry per status, in the order of ORDER_STATUSES in @sika/domain; each counts the orders the search matches. */
  byStatus: {
    status: OrderStatus;
    orders: number;
  }[];
};
export type EarningsMonth = string;
export type Earnings = {
  /** The UTC day the figures are for (YYYY-MM-DD). */
  asOf: string;
  /** GHS still to come, all months together - instalments due after asOf and not collected yet. */
  owedTotal: number;
  /** This month and the five after it, in order; every instalment still to come falls in them. */
  owedByMonth: {
    month: EarningsMonth;
    /** GHS falling due that month after asOf and not collected yet. */
    amount: number;
    /** How many instalments. */
    payments: number;
  }[];
  /** GHS buyers paid, all time - what the ledger holds as collected, less what refunds handed back (paid out or not yet; instalments paid ahead of their due date included). */
  collectedTotal: number;
  /** GHS that fell due on or before asOf and was not collected, of orders neither cancelled nor completed (the late list of getPayouts, summed). */
  lateTotal: number;
  /** How many instalments lateTotal adds up. */
  latePayments: number;
  /** The last 12 months, oldest first, this month last. */
  valueByMonth: {
    month: EarningsMonth;
    /** GHS of the orders placed that month (their totalPrice). */
    amount: number;
    orders: number;
  }[];
  /** One entry per plan length (2, 3 and 6 months), in that order. */
  byPlan: {
    months: 2 | 3 | 6;
    amount: number;
    orders: number;
  }[];
  /** One entry per status, in the order of OrderStatus (Cancelled too). */
  byStatus: {
    status: OrderStatus;
    amount: number;
    orders: number;
  }[];
  /** The five products with the highest order value, highest first (fewer when fewer were ordered). */
  topProducts: {
    productId: Id;
    /** The title on the product's newest order. */
    title: string;
    amount: number;
    orders: number;
  }[];
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
export type Money = number;
export type ProductCategory =
  | 'Phones and Tablets'
  | 'Computers and accessories'
  | 'Fashion and wears'
  | 'Home and Office'
  | 'Electronic Appliances'
  | 'Food Market'
  | 'Beauty and Cosmetics';
export type ProductInput = {
  title: string;
  description: string;
  price: Money;
  deliveryPrice: Money;
  category: ProductCategory;
  brand: string;
  quantity: number;
  vendorEmail?: string;
  vendor?: string;
};
export type ProductUpdate = {
  id: Id;
  title?: string;
  description?: string;
  price?: Money;
  deliveryPrice?: Money;
  category?: ProductCategory;
  brand?: string;
  quantity?: number;
};
export type IdBody = {
  id: Id;
};
export type RegistrationEmailBody = {
  BusinessName: string;
  email?: string;
};
export type ProductCreatedEmailBody = {
  BusinessName: string;
  email?: string;
  title: string;
  /** GHS; a string when form-encoded (as the portal sends it), a string or a number in JSON. At most two decimals and at most 10000000, as a product's price: anything else is a 400, never rounded. */
  price: string | number;
};
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useRefreshQuery,
  useLazyRefreshQuery,
  useGetAllVendorsQuery,
  useLazyGetAllVendorsQuery,
  useGetChangesQuery,
  useLazyGetChangesQuery,
  useUpdateVendorMutation,
  useDeleteVendorMutation,
  useGetVendorOrdersQuery,
  useLazyGetVendorOrdersQuery,
  useGetOrderCountsQuery,
  useLazyGetOrderCountsQuery,
  useGetOrderQuery,
  useLazyGetOrderQuery,
  useGetEarningsQuery,
  useLazyGetEarningsQuery,
  useGetAllProductsQuery,
  useLazyGetAllProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useUploadProductImageMutation,
  useSendRegistrationEmailMutation,
  useSendProductCreatedEmailMutation,
} = injectedRtkApi;
