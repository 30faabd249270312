export { SelectField } from './SelectField.tsx';
