import { emptyApi as api } from '../emptyApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<GetTeamApiResponse, GetTeamApiArg>({
      query: () => ({ url: `/api/team` }),
    }),
    invitePerson: build.mutation<InvitePersonApiResponse, InvitePersonApiArg>({
      query: (queryArg) => ({ url: `/api/team/invites`, method: 'POST', body: queryArg.body }),
    }),
    acceptInvite: build.mutation<AcceptInviteApiResponse, AcceptInviteApiArg>({
      query: (queryArg) => ({
        url: `/api/team/invites/${encodeURIComponent(String(queryArg.token))}/accept`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    handOverShop: build.mutation<HandOverShopApiResponse, HandOverShopApiArg>({
      query: (queryArg) => ({ url: `/api/team/hand-over`, method: 'POST', body: queryArg.body }),
    }),
    changePersonRole: build.mutation<ChangePersonRoleApiResponse, ChangePersonRoleApiArg>({
      query: (queryArg) => ({
        url: `/api/team/${encodeURIComponent(String(queryArg.personId))}`,
        method: 'PATCH',
        body: queryArg.body,
      }),
    }),
    removePerson: build.mutation<RemovePersonApiResponse, RemovePersonApiArg>({
      query: (queryArg) => ({ url: `/api/team/${encodeURIComponent(String(queryArg.personId))}`, method: 'DELETE' }),
    }),
    getActivity: build.query<GetActivityApiResponse, GetActivityApiArg>({
      query: (queryArg) => ({
        url: `/api/activity`,
        params: {
          person: queryArg.person,
          kind: queryArg.kind,
          cursor: queryArg.cursor,
          limit: queryArg.limit,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as teamApi };
export type GetTeamApiResponse = /** status 200 The caller's shop's team. */ Team;
export type GetTeamApiArg = void;
export type InvitePersonApiResponse = /** status 201 Sent. */ TeamInvite;
export type InvitePersonApiArg = {
  body: {
    email?: Email;
    phone?: string;
    role: InvitableRole;
  };
};
export type AcceptInviteApiResponse = /** status 201 Joined. */ MessageResponse;
export type AcceptInviteApiArg = {
  token: string;
  body: {
    password: Password;
  };
};
export type HandOverShopApiResponse = /** status 200 Handed over. */ MessageResponse;
export type HandOverShopApiArg = {
  body: {
    personId: string;
    currentPassword: string;
  };
};
export type ChangePersonRoleApiResponse = /** status 200 Changed. */ TeamPerson;
export type ChangePersonRoleApiArg = {
  /** A person of the caller's shop's team. */
  personId: string;
  body: {
    role: InvitableRole;
  };
};
export type RemovePersonApiResponse = /** status 200 Removed. */ MessageResponse;
export type RemovePersonApiArg = {
  /** A person of the caller's shop's team. */
  personId: string;
};
export type GetActivityApiResponse = /** status 200 A page of the shop's activity. */ ActivityPage;
export type GetActivityApiArg = {
  /** Only what this person did (a `TeamPerson` `_id`, or the id of a person since removed). */
  person?: string;
  /** Only records of this kind. */
  kind?: ActivityKind;
  /** The `nextCursor` of the page before. */
  cursor?: string;
  /** How many records (1-100; 50 when not sent). */
  limit?: number;
};
export type TeamRole = 'owner' | 'manager' | 'attendant';
export type TeamPerson = {
  _id: string;
  /** '' for a person invited by phone number. */
  email: string;
  /** E.164 */
  phone: string | null;
  role: TeamRole;
  /** Whether this is the caller. */
  you: boolean;
};
export type InvitableRole = 'manager' | 'attendant';
export type TeamInvite = {
  _id: string;
  /** '' for an invitation by phone number. */
  email: string;
  /** E.164 */
  phone: string | null;
  role: InvitableRole;
  expiresAt: string;
};
export type Team = {
  people: TeamPerson[];
  invites: TeamInvite[];
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
export type MessageResponse = {
  message: string;
  msg: string;
};
export type Password = string;
export type ActivityKind = 'product' | 'order' | 'refund' | 'payoutNumber' | 'team' | 'shop' | 'signIn';
export type ActivityRecord = {
  _id: string;
  at: string;
  kind: ActivityKind;
  /** The contract's operationId of the write (`shipOrder`, `updateVendor`, ...), or `login` for a sign-in from a new device. */
  action: string;
  personId: string;
  /** The person's e-mail address or phone number (E.164) when they did it. */
  person: string;
  role: TeamRole;
  /** What it was done to, in words (a product's name, an order's number); '' when nothing. */
  subject: string;
  /** For a payout number change, the number before; else null. */
  before: string | null;
  /** For a payout number change, the number after; else null. */
  after: string | null;
};
export type ActivityPage = {
  records: ActivityRecord[];
  /** Asks for the next page; null on the last. */
  nextCursor: string | null;
};
export const {
  useGetTeamQuery,
  useLazyGetTeamQuery,
  useInvitePersonMutation,
  useAcceptInviteMutation,
  useHandOverShopMutation,
  useChangePersonRoleMutation,
  useRemovePersonMutation,
  useGetActivityQuery,
  useLazyGetActivityQuery,
} = injectedRtkApi;
