import styled from 'styled-components';

export type ChartBar = { key: string; label: string; value: number };

/**
 * Bars in plain SVG, as tall as their share of the largest. Everything is placed in percentages,
 * so the chart fills any width while its labels keep their size. It is a picture of the table
 * beside it, which carries the same figures to screen readers: hence hidden from them.
 */
export function BarChart({ bars }: { bars: readonly ChartBar[] }) {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  const slot = 100 / Math.max(1, bars.length);
  return (
    <Figure aria-hidden="true">
      <Plot role="presentation" focusable="false">
        {bars.map((bar, index) => {
          // A bar above 0 stays visible however small beside the largest.
          const height = largest > 0 && bar.value > 0 ? Math.max(2, (bar.value / largest) * 100) : 0;
          return (
            <rect
              key={bar.key}
              x={`${index * slot + slot * 0.15}%`}
              width={`${slot * 0.7}%`}
              y={`${100 - height}%`}
              height={`${height}%`}
              rx="3"
            />
          );
        })}
        <line x1="0" x2="100%" y1="100%" y2="100%" />
      </Plot>
      <Labels>
        {bars.map((bar) => (
          <span key={bar.key}>{bar.label}</span>
        ))}
      </Labels>
    </Figure>
  );
}

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 40rem;
`;

const Plot = styled.svg`
  display: block;
  width: 100%;
  height: 9rem;
  overflow: visible;
  rect {
    fill: ${({ theme }) => theme.colors.primary};
  }
  line {
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 1;
  }
`;

const Labels = styled.div`
  display: flex;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.mutedText};
  span {
    flex: 1 1 0;
    text-align: center;
    min-width: 0;
  }
`;
