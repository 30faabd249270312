export { loadOfflineBanner, OfflineNotice } from './OfflineNotice.tsx';
