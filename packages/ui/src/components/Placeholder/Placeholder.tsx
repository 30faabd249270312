import { messages } from '@sika/domain';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

/**
 * Placeholders shaped like what is coming (cards for a list, fields for a form, a card of label and
 * value pairs for a record), so a slow answer looks like a page filling in rather than a spinner over
 * a faded one, and nothing moves when it arrives. Each is one polite status naming what loads; the
 * shapes are hidden from screen readers.
 */
type PlaceholderProps = {
  /** What a screen reader hears, e.g. 'Loading All Products'. */
  label?: string;
  /** Shown above the shapes (Order details says 'Loading...' in words). */
  children?: ReactNode;
};

/** A list of cards; `picture` gives each the product card's square image. */
export function CardsPlaceholder({
  label = messages.generic.loading,
  cards = 4,
  picture = false,
  children,
}: PlaceholderProps & { cards?: number; picture?: boolean }) {
  return (
    <Status label={label} extra={children}>
      <Tools>
        <Box $height="44px" />
        <Box $height="44px" />
      </Tools>
      <Grid>
        {Array.from({ length: cards }, (_, index) => (
          <Card key={index} $picture={picture}>
            {picture && <Box $height="80px" $width="80px" />}
            <Lines>
              <Bar $width="70%" />
              <Bar $width="35%" />
              <Bar $width="50%" $thin />
            </Lines>
          </Card>
        ))}
      </Grid>
    </Status>
  );
}

/** A form: a label and a box for each field, then the buttons. */
export function FieldsPlaceholder({
  label = messages.generic.loading,
  fields = 6,
  children,
}: PlaceholderProps & { fields?: number }) {
  return (
    <Status label={label} extra={children}>
      <Form>
        {Array.from({ length: fields }, (_, index) => (
          <Field key={index}>
            <Bar $width={index % 2 ? '30%' : '40%'} $thin />
            <Box $height="44px" />
          </Field>
        ))}
        <Buttons>
          <Box $height="44px" $width="112px" />
          <Box $height="44px" $width="112px" />
        </Buttons>
      </Form>
    </Status>
  );
}

/** One record: cards of label and value pairs (`rows` per card). */
export function DetailsPlaceholder({
  label = messages.generic.loading,
  rows = [5],
  children,
}: PlaceholderProps & { rows?: number[] }) {
  return (
    <Status label={label} extra={children}>
      {rows.map((count, section) => (
        <Section key={section}>
          {rows.length > 1 && <Bar $width="30%" />}
          <Pairs>
            {Array.from({ length: count }, (_, index) => (
              <Lines key={index}>
                <Bar $width="40%" $thin />
                <Bar $width={index % 3 ? '60%' : '80%'} />
              </Lines>
            ))}
          </Pairs>
        </Section>
      ))}
    </Status>
  );
}

function Status({ label, extra, children }: { label: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Root role="status" aria-live="polite" aria-busy="true">
      {extra ?? <VisuallyHidden>{label}</VisuallyHidden>}
      <Shapes aria-hidden="true">{children}</Shapes>
    </Root>
  );
}

const pulse = keyframes`50% { opacity: 0.55; }`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  > p {
    margin: 0;
  }
`;

const Shapes = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
`;

const shade = css`
  display: block;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  opacity: 0.28;
`;

const Box = styled.span<{ $height: string; $width?: string }>`
  ${shade}
  height: ${({ $height }) => $height};
  width: ${({ $width }) => $width ?? '100%'};
`;

const Bar = styled.span<{ $width: string; $thin?: boolean }>`
  ${shade}
  height: ${({ $thin }) => ($thin ? '0.75rem' : '1rem')};
  width: ${({ $width }) => $width};
`;

const Lines = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

const Card = styled.div<{ $picture: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme, $picture }) => ($picture ? theme.space.sm : theme.space.md)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Pairs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
`;
