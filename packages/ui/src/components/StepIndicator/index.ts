export { StepIndicator } from './StepIndicator.tsx';
