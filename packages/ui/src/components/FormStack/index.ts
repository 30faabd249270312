export { FormStack } from './FormStack.tsx';
