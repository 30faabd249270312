export { WaitingActions } from './WaitingActions.tsx';
