export { OfflineBanner } from './OfflineBanner.tsx';
