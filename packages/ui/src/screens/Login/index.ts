export { Login } from './Login.tsx';
