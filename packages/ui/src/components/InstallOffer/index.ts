export { InstallOffer } from './InstallOffer.tsx';
