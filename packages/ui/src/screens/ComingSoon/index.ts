export { ComingSoon } from './ComingSoon.tsx';
