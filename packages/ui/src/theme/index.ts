export { theme, type SikaTheme } from './theme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { SikaThemeProvider, type BrandConfig } from './SikaThemeProvider.tsx';
