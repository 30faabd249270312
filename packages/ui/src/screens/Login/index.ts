export { Login, AFTER_LOGIN_PATH } from './Login.tsx';
