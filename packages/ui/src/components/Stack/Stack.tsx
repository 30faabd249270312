import type { CSSProperties, HTMLAttributes } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

type Space = keyof DefaultTheme['space'];

export type StackProps = HTMLAttributes<HTMLDivElement> & {
  /** The room between children, from the theme's spacing scale. */
  gap?: Space;
  /** 'column' (the default) lays the children one under another; 'row' side by side. */
  direction?: 'column' | 'row';
  /** Whether a row goes on to a new line when it does not fit (a phone's 360 px). */
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** The widest the stack grows, e.g. a form's column. */
  maxWidth?: string;
};

/**
 * Children laid out one after another with even room between them: the flex column (or row) every
 * screen needs, said once. After Primer's Stack; screens use it instead of a local `display: flex`.
 */
export function Stack({
  gap = 'md',
  direction = 'column',
  wrap = false,
  align,
  justify,
  maxWidth,
  ...rest
}: StackProps) {
  return (
    <Root
      $gap={gap}
      $direction={direction}
      $wrap={wrap}
      $align={align}
      $justify={justify}
      $maxWidth={maxWidth}
      {...rest}
    />
  );
}

/**
 * A row of small things (buttons, badges, links) that wraps onto the next line on a narrow screen,
 * centred on one line: a Stack as a wrapping row, with the smaller gap by default.
 */
export function Cluster({ gap = 'sm', align = 'center', ...rest }: Omit<StackProps, 'direction' | 'wrap'>) {
  return <Stack direction="row" wrap gap={gap} align={align} {...rest} />;
}

const Root = styled.div<{
  $gap: Space;
  $direction: 'column' | 'row';
  $wrap: boolean;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $maxWidth?: string;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  ${({ $wrap }) => ($wrap ? 'flex-wrap: wrap;' : '')}
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $maxWidth }) => ($maxWidth ? `max-width: ${$maxWidth};` : '')}
`;
