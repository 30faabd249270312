export { controlBox, FormField, touchedError, type ControlProps } from './FormField.tsx';
