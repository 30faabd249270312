export { EditProduct } from './EditProduct.tsx';
