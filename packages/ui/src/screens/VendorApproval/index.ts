export { VendorApproval } from './VendorApproval.tsx';
