export { PhoneField } from './PhoneField.tsx';
