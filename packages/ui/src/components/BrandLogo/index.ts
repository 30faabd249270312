export { BrandLogo } from './BrandLogo.tsx';
