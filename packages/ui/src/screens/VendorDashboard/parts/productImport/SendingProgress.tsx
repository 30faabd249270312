import { productImportScreenMessages as importScreenMessages } from '@sika/domain';
import { useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { Note } from './importLayout.ts';

/**
 * While the one request is on its way: the count, and a bar that says the page is busy. The rows go
 * in one transaction, so there is no per-row progress to show, only that it is not finished.
 */
export function SendingProgress({ count }: { count: number }) {
  const id = useId();
  return (
    <>
      <p role="status" id={id}>
        {importScreenMessages.sending(count)}
      </p>
      {/* No value: the bar says "not finished yet" (an indeterminate progressbar) while the stripe moves. */}
      <Bar role="progressbar" aria-label={importScreenMessages.progressLabel} aria-describedby={id}>
        <span />
      </Bar>
      <Note>{importScreenMessages.sendingNote}</Note>
    </>
  );
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(300%); }
`;

const Bar = styled.div`
  height: 12px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  span {
    display: block;
    width: 25%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1.4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      width: 100%;
      animation: none;
      opacity: 0.5;
    }
  }
`;
