export { SignupStepThree } from './SignupStepThree.tsx';
