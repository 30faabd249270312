export { DashboardLayout, type NavEntry } from './DashboardLayout.tsx';
