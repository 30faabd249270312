// Connected pieces: they call api-client hooks but are not screens (the vendor gate, logout, the
// vendor pages' frame).
export { LogoutButton, useLogout } from './LogoutButton/index.ts';
export { RequireVendor } from './RequireVendor/index.ts';
export {
  PageShapes,
  panelHref,
  useBusinessName,
  VendorFrame,
  VendorPagePlaceholder,
  type VendorPage,
} from './VendorFrame/index.ts';
export { WaitingActions } from './WaitingActions/index.ts';
