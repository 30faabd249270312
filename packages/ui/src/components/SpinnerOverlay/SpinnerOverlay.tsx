import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

/** Covers the page while a request runs (login, logout, sign-up); announced politely. */
export function SpinnerOverlay({ visible, label = 'Loading' }: { visible: boolean; label?: string }) {
  if (!visible) return null;
  return (
    <Overlay role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Overlay>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Spinner = styled.span`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 5px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;
