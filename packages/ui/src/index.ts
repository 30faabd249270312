// Public surface of @sika/ui: theme, presentational components, connected pieces and screens.
export * from './theme/index.ts';
export * from './components/index.ts';
export * from './screens/index.ts';
export * from './connected/index.ts';
export { lazyComponent } from './hooks/lazyComponent.tsx';
