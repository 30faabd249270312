export { BackLink } from './BackLink.tsx';
