export { SessionRestore } from './SessionRestore.tsx';
