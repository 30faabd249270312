export { Button } from './Button.tsx';
