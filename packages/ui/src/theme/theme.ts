const space = { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' } as const;
const minTarget = '44px';

/**
 * Design tokens. Colours are chosen for WCAG AA contrast on white (axe checks every story), and
 * sizes for a 360 px wide phone first.
 */
export const theme = {
  colors: {
    primary: '#0b6e4f',
    primaryHover: '#08553d',
    onPrimary: '#ffffff',
    accent: '#f2b705',
    text: '#1d1d1f',
    mutedText: '#4d5156',
    background: '#f6f7f4',
    surface: '#ffffff',
    border: '#8a9099',
    focus: '#1a56db',
    error: '#b3261e',
    /** Destructive actions (delete): never the brand green. */
    danger: '#b3261e',
    dangerHover: '#8c1d18',
    onDanger: '#ffffff',
    errorSurface: '#fdecea',
    overlay: 'rgba(255, 255, 255, 0.72)',
    // Order status badges: text on its own tint, each pair at least 5:1; the status is always written too.
    statusApproved: '#174ea6',
    statusApprovedSurface: '#e8f0fe',
    statusShipped: '#6a1b9a',
    statusShippedSurface: '#f3e5f5',
    statusDelivered: '#0b6e4f',
    statusDeliveredSurface: '#e1f3ea',
    statusCompleted: '#ffffff',
    statusCompletedSurface: '#0b6e4f',
    statusCancelled: '#b3261e',
    statusCancelledSurface: '#fdecea',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif',
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  space,
  radii: { sm: '6px', md: '10px' },
  /**
   * `minTarget`: the least width and height of anything pressed (docs/product.md, Touch targets),
   * WCAG 2.2's enhanced target size and about Android's 48 dp. `topBar`: the vendor pages' top bar
   * while it holds the menu button (below `wide`): the button, the bar's padding (`space.sm` above
   * and below) and its border; toasts start under it there, so they never cover the button.
   */
  sizes: { minTarget, topBar: `calc(${minTarget} + 2 * ${space.sm} + 1px)` },
  shadows: { card: '0 1px 3px rgba(0, 0, 0, 0.12), 0 8px 24px rgba(0, 0, 0, 0.06)' },
  /**
   * `wide` switches the layouts to their desktop form; `phone` and `desktop` are the two widths every
   * screen is designed, reviewed (Storybook viewports) and screenshotted at.
   */
  breakpoints: { phone: '360px', wide: '768px', desktop: '1280px' },
  /** The brand shown in the header and the footer; hosts override it (see SikaThemeProvider). */
  brand: { name: 'Sika', logoUrl: null as string | null },
} as const;

/** The brand a host shows: its name (header wordmark, footer) and, optionally, a logo image. */
export type Brand = { name: string; logoUrl: string | null };

type TokenGroups = Omit<typeof theme, 'brand'>;

/** The theme every styled component receives: the token groups (any string values) and the brand. */
export type SikaTheme = { readonly [G in keyof TokenGroups]: { readonly [K in keyof TokenGroups[G]]: string } } & {
  readonly brand: Brand;
};

/** What a host may override: any token of any group; the rest keeps Sika's defaults. */
export type SikaThemeOverrides = { readonly [G in keyof TokenGroups]?: Partial<SikaTheme[G]> };

/** Sika's tokens with `overrides` merged in group by group, and the brand (empty name: Sika's). */
export function createSikaTheme(overrides: SikaThemeOverrides = {}, brand: Partial<Brand> = {}): SikaTheme {
  const merged = { ...theme } as Record<string, unknown>;
  for (const [group, values] of Object.entries(overrides)) {
    if (values) merged[group] = { ...(theme[group as keyof TokenGroups] as object), ...values };
  }
  return {
    ...(merged as Omit<SikaTheme, 'brand'>),
    brand: { name: brand.name?.trim() || theme.brand.name, logoUrl: brand.logoUrl ?? null },
  };
}

// Types every styled component's `theme` prop (module augmentation, kept beside the tokens it describes).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SikaTheme {}
}
