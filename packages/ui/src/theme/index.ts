export { theme, createSikaTheme, type Brand, type SikaTheme, type SikaThemeOverrides } from './theme.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { SikaThemeProvider, type BrandConfig } from './SikaThemeProvider.tsx';
