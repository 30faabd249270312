export { menuEntries, panelHref, sideEntries } from './navigation.ts';
export { useBusinessName, VendorFrame } from './VendorFrame.tsx';
export { PageShapes, VendorPagePlaceholder, type VendorPage } from './VendorPagePlaceholder.tsx';
