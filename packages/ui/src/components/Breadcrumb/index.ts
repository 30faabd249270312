export { Breadcrumb } from './Breadcrumb.tsx';
