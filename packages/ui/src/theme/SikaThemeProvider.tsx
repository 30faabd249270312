import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { createSikaTheme, type Brand, type SikaThemeOverrides } from './theme.ts';

export type BrandConfig = { name?: string; logoUrl?: string | null };

type SikaThemeProviderProps = {
  /** Name and logo shown by BrandLogo, Footer and the layouts (default: Sika's wordmark). */
  brand?: BrandConfig;
  /** Token overrides merged over Sika's defaults, group by group; pass a stable (memoised) object. */
  theme?: SikaThemeOverrides;
  /**
   * Also apply Sika's global style (box-sizing, body font and colours, focus ring, reduced motion).
   * Off by default, so a host app's own page styles are left alone; the portal turns it on.
   */
  globalStyle?: boolean;
  children: ReactNode;
};

/** Theme (and, on request, the global style) for any host of the ui package. */
export function SikaThemeProvider({ brand, theme, globalStyle = false, children }: SikaThemeProviderProps) {
  const name = brand?.name;
  const logoUrl = brand?.logoUrl;
  const value = useMemo(() => {
    const brandValue: Partial<Brand> = { logoUrl: logoUrl ?? null };
    if (name !== undefined) brandValue.name = name;
    return createSikaTheme(theme, brandValue);
  }, [theme, name, logoUrl]);
  return (
    <ThemeProvider theme={value}>
      {globalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
