export { Footer } from './Footer.tsx';
