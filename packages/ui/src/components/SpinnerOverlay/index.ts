export { SpinnerOverlay } from './SpinnerOverlay.tsx';
