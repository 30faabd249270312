export { JoinTeam } from './JoinTeam.tsx';
