export { PageHeading } from './PageHeading.tsx';
