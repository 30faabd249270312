import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { messages, type TeamRole } from '@sika/domain';
import { sikaApi } from '../api.ts';
import type { Vendor } from '../generated/sikaApi.ts';
import { sessionExpired, tokenRefreshed } from './events.ts';

/**
 * The session (docs/product.md, Sessions and storage keys: token and vendor, plus the vdmail, vid,
 * persist and vrole keys), and the message left by an expired session. This slice is its only writer: it
 * follows the results of login, register, refresh, logout and account deletion itself, and the
 * store mirrors it to storage (store.ts).
 */
export type AuthState = {
  token: string | null;
  vendor: Vendor | null;
  vendorEmail: string | null;
  vendorId: string | null;
  persist: boolean;
  /** The signed-in person's role in the shop (docs/product.md, Team), as their login answered it. */
  role: TeamRole | null;
  expiredMessage: string | null;
};

export const emptyAuthState: AuthState = {
  token: null,
  vendor: null,
  vendorEmail: null,
  vendorId: null,
  persist: false,
  role: null,
  expiredMessage: null,
};

const { login, register, refresh, logout, deleteVendor, updateVendor, getAllVendors } = sikaApi.endpoints;

/**
 * Whether the stored vendor was, when last heard of, registered and verified: such a vendor is sent
 * straight to the dashboard from the login and sign-up step one (docs/product.md, Who sees what).
 * Any other stays there, free to log in as someone else or start again.
 */
export const isKnownReady = (vendor: Vendor | null): boolean =>
  Boolean(vendor?.registrationCompleted && vendor.isVerified);

/** Logout, expiry and a failed restore drop every key; only expiry says so ('Your login has expired.'). */
const ended = (state: AuthState): AuthState => ({ ...emptyAuthState, expiredMessage: state.expiredMessage });

export const authSlice = createSlice({
  name: 'auth',
  initialState: emptyAuthState,
  reducers: {
    /** Sign-up step three keeps the vendor id of its route (docs/product.md, Sign-up). */
    vendorIdRemembered(state, action: PayloadAction<string>) {
      state.vendorId = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenRefreshed, (state, { payload }) => {
        state.token = payload;
      })
      .addCase(sessionExpired, () => ({ ...emptyAuthState, expiredMessage: messages.session.expired }))
      .addMatcher(login.matchFulfilled, (state, { payload }) => ({
        ...state,
        token: payload.accessToken,
        vendor: payload.vendor,
        vendorEmail: payload.email,
        vendorId: payload.id,
        persist: true,
        // An api without a team answers no role: its one login is the shop's owner.
        role: payload.role ?? 'owner',
        expiredMessage: null,
      }))
      // No `vendor` yet: that is what marks a vendor as logged in. vdmail and vid let the later
      // steps and /incomplete-reg find the record.
      .addMatcher(register.matchFulfilled, (state, { payload }) => {
        state.token = payload.accessToken;
        state.vendorEmail = payload.newVendor.email;
        state.vendorId = payload.newVendor._id;
        state.role = 'owner'; // a new account is its shop's owner
      })
      // Restoring a session, the role follows the server's: the owner may have changed it since the login.
      .addMatcher(refresh.matchFulfilled, (state, { payload }) => {
        state.token = payload.accessToken;
        if (payload.role) state.role = payload.role;
      })
      .addMatcher(logout.matchFulfilled, ended)
      // Edit vendor: the stored vendor and vdmail follow the saved record (a new e-mail included).
      .addMatcher(updateVendor.matchFulfilled, (state, { payload }) => {
        if (state.vendor?._id !== payload._id) return;
        state.vendor = payload;
        state.vendorEmail = payload.email;
      })
      // The stored vendor follows the record's sign-up and verification as the lists read it, so a
      // vendor verified since their login is known as such on the next visit.
      .addMatcher(getAllVendors.matchFulfilled, (state, { payload }) => {
        const record = payload.find((entry) => entry._id === state.vendor?._id);
        if (!state.vendor || !record) return;
        state.vendor.registrationCompleted = record.registrationCompleted;
        state.vendor.isVerified = record.isVerified;
      })
      // A deleted account has no session left to keep: the same ending as a logout.
      .addMatcher(deleteVendor.matchFulfilled, ended)
      // A stored session that cannot be restored is dropped, or the vendor would bounce back to
      // the restore. `condition` marks a call skipped because the cache had it: no answer at all.
      .addMatcher(refresh.matchRejected, (state, action) => (action.meta.condition ? state : ended(state)));
  },
  selectors: {
    selectToken: (state) => state.token,
    selectVendor: (state) => state.vendor,
    selectVendorEmail: (state) => state.vendorEmail,
    selectPersist: (state) => state.persist,
    /** The menus show what this role may do; a session stored before roles is the owner's. */
    selectRole: (state): TeamRole => state.role ?? 'owner',
    selectExpiredMessage: (state) => state.expiredMessage,
  },
});

export const { vendorIdRemembered } = authSlice.actions;
export const { selectToken, selectVendor, selectVendorEmail, selectPersist, selectRole, selectExpiredMessage } =
  authSlice.selectors;
