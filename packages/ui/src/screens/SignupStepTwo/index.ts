export { SignupStepTwo } from './SignupStepTwo.tsx';
