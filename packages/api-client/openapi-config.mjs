// Codegen config (a .mjs file: @rtk-query/codegen-openapi cannot read a .ts config).
// Output goes to src/generated/ and is never edited by hand: change openapi.yaml and run `pnpm generate`.
/**
 * Calls only a screen fetched later makes (order pings in Profile, the CSV import, removing a
 * picture, the order actions and their timeline, Payouts, the password reset and
 * e-mail confirmation pages reached from a link): their client is injected when that screen's code arrives
 * (src/later.ts, `@sika/api-client/later`), so the first page does not carry them.
 */
const LATER = [
  'getPushKey',
  'subscribePush',
  'unsubscribePush',
  'importProducts',
  'deleteProductImage',
  'shipOrder',
  'deliverOrder',
  'cancelOrder',
  'returnOrder',
  'handOverOrder',
  'getOrderTimeline',
  'getPayouts',
  'getPayout',
  'getStatement',
  'forgotPasswordToken',
  'resetVendorPassword',
  'resetPasswordWithCode',
  'confirmEmail',
];

/**
 * The shop's team and its Activity, the owner's alone (and the invitee's page): their own client
 * (src/team.ts, `@sika/api-client/team`), so the screens every role opens later do not carry them.
 */
const TEAM = [
  'getTeam',
  'getActivity',
  'invitePerson',
  'acceptInvite',
  'handOverShop',
  'changePersonRole',
  'removePerson',
];

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
export default {
  schemaFile: './openapi.yaml',
  apiFile: './src/emptyApi.ts',
  apiImport: 'emptyApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: false,
  // A path parameter is data, never path: a reset token holding '../' must not reach another endpoint.
  encodePathParams: true,
  outputFiles: {
    // Images are loaded by <img> tags, not through the store.
    './src/generated/sikaApi.ts': {
      exportName: 'sikaApi',
      filterEndpoints: (operationName) =>
        operationName !== 'getProductImage' && !LATER.includes(operationName) && !TEAM.includes(operationName),
    },
    './src/generated/laterApi.ts': { exportName: 'laterApi', filterEndpoints: LATER },
    './src/generated/teamApi.ts': { exportName: 'teamApi', filterEndpoints: TEAM },
  },
};
