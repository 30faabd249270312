export { QueryState, type QueryResult } from './QueryState.tsx';
