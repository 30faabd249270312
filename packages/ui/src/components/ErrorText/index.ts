export { ErrorText } from './ErrorText.tsx';
