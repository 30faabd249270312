export { SignupStepOne } from './SignupStepOne.tsx';
