export { TextLink } from './TextLink.tsx';
