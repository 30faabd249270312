export { Cluster, Stack, type StackProps } from './Stack.tsx';
