export { FormStack, FormSubmit } from './FormStack.tsx';
