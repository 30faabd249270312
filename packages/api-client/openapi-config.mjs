// Codegen config (a .mjs file: @rtk-query/codegen-openapi cannot read a .ts config).
// Output goes to src/generated/ and is never edited by hand: change openapi.yaml and run `pnpm generate`.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
export default {
  schemaFile: './openapi.yaml',
  apiFile: './src/emptyApi.ts',
  apiImport: 'emptyApi',
  outputFile: './src/generated/sikaApi.ts',
  exportName: 'sikaApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: false,
  // A path parameter is data, never path: a reset token holding '../' must not reach another endpoint.
  encodePathParams: true,
  // Images are loaded by <img> tags, not through the store.
  filterEndpoints: (operationName) => operationName !== 'getProductImage',
};
