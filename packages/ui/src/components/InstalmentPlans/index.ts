export { InstalmentPlans } from './InstalmentPlans.tsx';
