export { TextAreaField } from './TextAreaField.tsx';
