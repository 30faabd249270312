import { signupStepsMessages } from '@sika/domain';
import styled from 'styled-components';
import { TextLink } from '../TextLink/index.ts';

type StepIndicatorProps = {
  /** The step shown, counted from 1. */
  step: number;
  count: number;
  /** The address of the step before, for the Back link (none on the first step). */
  back?: string;
};

/**
 * Where the vendor is in a multi-step form: 'Step 2 of 3' in words (what screen readers read), a bar
 * of one segment per step (those done and the current one filled), and from the second step on a
 * Back link to the step before. It sits at the top of the card so a phone shows it without scrolling.
 */
export function StepIndicator({ step, count, back }: StepIndicatorProps) {
  return (
    <Progress>
      <Row>
        <Label>{signupStepsMessages.progress(step, count)}</Label>
        {back && (
          <Back to={back}>
            <span aria-hidden="true">{'\u2190'}</span>
            {signupStepsMessages.back}
          </Back>
        )}
      </Row>
      <Segments aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Segment key={index} $reached={index < step} />
        ))}
      </Segments>
    </Progress>
  );
}

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.sizes.minTarget};
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

// A comfortable touch target: the whole row's height.
const Back = styled(TextLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.minTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
`;

const Segments = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Segment = styled.span<{ $reached: boolean }>`
  flex: 1;
  height: 6px;
  border-radius: 3px;
  background: ${({ theme, $reached }) => ($reached ? theme.colors.primary : theme.colors.border)};
  opacity: ${({ $reached }) => ($reached ? 1 : 0.35)};
`;
