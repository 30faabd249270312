export { CodeLoadBoundary } from './CodeLoadBoundary.tsx';
