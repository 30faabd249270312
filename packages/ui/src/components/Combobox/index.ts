export { Combobox } from './Combobox.tsx';
