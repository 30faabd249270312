// MSW mocks for stories and unit tests only: never used by the running product.
import { sessionHandlers } from './handlers/session.ts';
import { vendorHandlers } from './handlers/vendors.ts';
import { passwordRecoveryHandlers } from './handlers/passwordRecovery.ts';
import { registrationHandlers } from './handlers/registration.ts';
import { productHandlers } from './handlers/products.ts';
import { orderHandlers } from './handlers/orders.ts';
export { orderCountsOf } from './handlers/orders.ts';
import { orderActionHandlers } from './handlers/orderActions.ts';
import { earningsHandlers } from './handlers/earnings.ts';
import { productImportHandlers } from './handlers/productImport.ts';
import { pushHandlers } from './handlers/push.ts';
import { payoutHandlers } from './handlers/payouts.ts';
import { teamHandlers } from './handlers/team.ts';
import { activityHandlers } from './handlers/activity.ts';

export { sessionHandlers, vendorHandlers };
export { passwordRecoveryHandlers };
export { registrationHandlers };
export { productHandlers, orderHandlers };
export { MOCK_DELIVERY_CODE, orderActionHandlers } from './handlers/orderActions.ts';
export { productImportHandlers };
export { MOCK_PUSH_KEY, pushHandlers } from './handlers/push.ts';
export { EARNINGS_TODAY, earningsHandlers, earningsOf } from './handlers/earnings.ts';
export { addMockInvite, addMockPerson, DEMO_INVITE_TOKEN, teamHandlers } from './handlers/team.ts';
export { activityHandlers, addMockActivity, type MockActivity } from './handlers/activity.ts';
export { mockPayOut, PAYOUTS_TODAY, payoutHandlers, recordMockPayment, recordMockRefund } from './handlers/payouts.ts';
export {
  aLoginResponse,
  anOrder,
  aProduct,
  aToken,
  aVendor,
  olderOrders,
  someOrders,
  someProducts,
} from './fixtures.ts';
export { DEMO_PASSWORD, issueAccessToken, mockDb, resetMockDb } from './db.ts';
export { DEMO_RESET_TOKEN, openMockSession, resetPasswordWithToken } from './db.ts';
export { DEMO_PHONE_LOGIN, DEMO_RESET_CODE } from './db.ts';
export { DEMO_EMAIL_TOKEN } from './handlers/vendors.ts';
export { errorResponse } from './errors.ts';

/** Every handler of the fake backend, by name. */
export const handlers = {
  ...sessionHandlers,
  ...vendorHandlers,
  ...passwordRecoveryHandlers,
  ...registrationHandlers,
  ...productHandlers,
  ...orderHandlers,
  ...orderActionHandlers,
  ...earningsHandlers,
  ...productImportHandlers,
  ...pushHandlers,
  ...payoutHandlers,
  ...teamHandlers,
  ...activityHandlers,
};
