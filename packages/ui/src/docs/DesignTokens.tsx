import type { CSSProperties } from 'react';
import { theme } from '../theme/index.ts';

/**
 * The design tokens, read from the theme object itself (nothing here is typed twice), for the
 * "Design tokens" docs page. Contrast ratios are WCAG 2 relative-luminance ratios computed here.
 */

type Rgba = [number, number, number, number];

function parseColour(value: string): Rgba | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/i.exec(value);
  if (rgba) {
    const [r = 0, g = 0, b = 0, a = 1] = rgba[1]!.split(',').map((part) => Number.parseFloat(part));
    return [r, g, b, a];
  }
  return null;
}

/** A translucent colour as seen over an opaque one. */
const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
  r * a + br * (1 - a),
  g * a + bg * (1 - a),
  b * a + bb * (1 - a),
  1,
];

const luminance = ([r, g, b]: Rgba) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG contrast ratio of `foreground` on `background` (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColour(background);
  const fg = parseColour(foreground);
  if (!bg || !fg) return Number.NaN;
  const [l1, l2] = [luminance(over(fg, bg)), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

const grade = (ratio: number) =>
  ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large / UI' : 'decorative only';

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #ddd',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: 14 };

function Ratio({ foreground, background }: { foreground: string; background: string }) {
  const ratio = contrastRatio(foreground, background);
  return (
    <td style={cell}>
      <span style={{ background, color: foreground, padding: '2px 8px', borderRadius: 4, marginRight: 8 }}>Aa</span>
      {ratio.toFixed(2)}:1 <small>({grade(ratio)})</small>
    </td>
  );
}

export function ColourTokens() {
  const { colors } = theme;
  return (
    <table style={table}>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>On background ({colors.background})</th>
          <th style={cell}>On surface ({colors.surface})</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(colors).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  width: 24,
                  height: 24,
                  borderRadius: 4,
                  background: value,
                  border: '1px solid #888',
                  verticalAlign: 'middle',
                  marginRight: 8,
                }}
              />
              <code>colors.{name}</code>
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <Ratio foreground={value} background={colors.background} />
            <Ratio foreground={value} background={colors.surface} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Pairs the components actually draw, with their ratio (text on its own background). */
export function ColourPairs() {
  const { colors } = theme;
  const pairs: [string, string, string][] = [
    ['Button text on primary', colors.onPrimary, colors.primary],
    ['Button text on primary (hover)', colors.onPrimary, colors.primaryHover],
    ['Error text on error surface', colors.error, colors.errorSurface],
    ['Delete button text on danger', colors.onDanger, colors.danger],
    ['Danger text and outline on surface', colors.danger, colors.surface],
    ['Muted text on surface', colors.mutedText, colors.surface],
    ['Text on background', colors.text, colors.background],
    ['Field border on surface (UI, 3:1)', colors.border, colors.surface],
    ['Focus ring on background (UI, 3:1)', colors.focus, colors.background],
  ];
  return (
    <table style={table}>
      <tbody>
        {pairs.map(([label, foreground, background]) => (
          <tr key={label}>
            <td style={cell}>{label}</td>
            <Ratio foreground={foreground} background={background} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  return (
    <div style={{ fontFamily: theme.fonts.body }}>
      <p>
        <code>fonts.body</code>: {theme.fonts.body}
      </p>
      {Object.entries(theme.fontSizes).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, margin: '8px 0' }}>
          <code style={{ fontSize: 13 }}>
            fontSizes.{name} = {size}
          </code>{' '}
          Sell now, get paid in instalments
        </p>
      ))}
    </div>
  );
}

export function Spacing() {
  return (
    <table style={table}>
      <tbody>
        {Object.entries(theme.space).map(([name, size]) => (
          <tr key={name}>
            <td style={cell}>
              <code>space.{name}</code>
            </td>
            <td style={cell}>{size}</td>
            <td style={cell}>
              <span style={{ display: 'inline-block', width: size, height: 16, background: theme.colors.primary }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Radii() {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      {Object.entries(theme.radii).map(([name, radius]) => (
        <div key={name} style={{ textAlign: 'center' }}>
          <div
            style={{
              width: 96,
              height: 64,
              borderRadius: radius,
              background: theme.colors.surface,
              border: `1px solid ${theme.colors.border}`,
              boxShadow: theme.shadows.card,
            }}
          />
          <code>
            radii.{name} = {radius}
          </code>
        </div>
      ))}
    </div>
  );
}

export function Breakpoints() {
  const meaning: Record<string, string> = {
    phone: 'The phone every screen is designed for first; Storybook viewport "Phone", screenshot `-phone`.',
    wide: 'From here the layouts take their desktop form (side menu, two columns).',
    desktop: 'Storybook viewport "Desktop", screenshot `-desktop`.',
  };
  return (
    <table style={table}>
      <tbody>
        {Object.entries(theme.breakpoints).map(([name, width]) => (
          <tr key={name}>
            <td style={cell}>
              <code>breakpoints.{name}</code>
            </td>
            <td style={cell}>{width}</td>
            <td style={cell}>{meaning[name] ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The size tokens: `sizes.minTarget` is the least width and height of anything a person presses. */
export function Sizes() {
  return (
    <table style={table}>
      <tbody>
        {Object.entries(theme.sizes).map(([name, size]) => (
          <tr key={name}>
            <td style={cell}>
              <code>sizes.{name}</code>
            </td>
            <td style={cell}>{size}</td>
            <td style={cell}>
              <span
                style={{ display: 'inline-block', width: size, height: size, border: '1px dashed #8a9099' }}
                aria-hidden="true"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
