export { ChoiceField } from './ChoiceField.tsx';
