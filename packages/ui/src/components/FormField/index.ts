export {
  controlBox,
  FormField,
  touchedError,
  useFieldError,
  type ControlProps,
  type ServerFieldMessages,
} from './FormField.tsx';
