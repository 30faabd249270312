// Public surface of @sika/ui: theme, presentational components and connected screens.
export * from './theme/index.ts';
export * from './components/index.ts';
export * from './screens/index.ts';
export { useLogout } from './hooks/useLogout.ts';
