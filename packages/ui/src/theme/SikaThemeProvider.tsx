import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { theme, type SikaTheme } from './theme.ts';

export type BrandConfig = { name?: string; logoUrl?: string | null };

/** Theme and global style for any host of the ui package; `brand` renames and re-logos the product. */
export function SikaThemeProvider({ brand, children }: { brand?: BrandConfig; children: ReactNode }) {
  const value = useMemo<SikaTheme>(
    () => ({ ...theme, brand: { name: brand?.name || theme.brand.name, logoUrl: brand?.logoUrl ?? null } }),
    [brand?.name, brand?.logoUrl],
  );
  return (
    <ThemeProvider theme={value}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
