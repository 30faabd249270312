export { UpdatePrompt } from './UpdatePrompt.tsx';
