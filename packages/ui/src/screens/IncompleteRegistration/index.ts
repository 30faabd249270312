export { IncompleteRegistration } from './IncompleteRegistration.tsx';
