// Connected pieces: they call api-client hooks but are not screens (the vendor gate, logout).
export { LogoutButton, useLogout } from './LogoutButton/index.ts';
export { RequireVendor } from './RequireVendor/index.ts';
