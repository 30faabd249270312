export { TextField } from './TextField.tsx';
