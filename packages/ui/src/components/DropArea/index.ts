export { DropArea } from './DropArea.tsx';
