export { OrderDetails } from './OrderDetails.tsx';
