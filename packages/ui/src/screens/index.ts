export { Login, AFTER_LOGIN_PATH } from './Login/index.ts';
export { ComingSoon } from './ComingSoon/index.ts';
