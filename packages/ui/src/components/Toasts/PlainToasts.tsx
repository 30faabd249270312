import { messages, TOAST_AUTO_CLOSE_MS } from '@sika/domain';
import { useEffect } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import type { PlainToast } from './toast.ts';

/**
 * Toasts drawn without react-toastify, for when it could not be fetched (./toast.ts): the same place
 * (top-right, oldest on top), the same 5000 ms, closed by a click or by their button; `onClose` must
 * be stable (the store's `dismiss`), as each toast's timer runs from when it shows. An error is
 * an alert, a success a status, so screen readers hear them as they hear react-toastify's.
 */
export function PlainToasts({ toasts, onClose }: { toasts: readonly PlainToast[]; onClose: (id: number) => void }) {
  if (toasts.length === 0) return null;
  return (
    <Stack data-plain-toasts="">
      {toasts.map((plain) => (
        <PlainToastItem key={plain.id} toast={plain} onClose={onClose} />
      ))}
    </Stack>
  );
}

function PlainToastItem({ toast, onClose }: { toast: PlainToast; onClose: (id: number) => void }) {
  const { id } = toast;
  useEffect(() => {
    const timer = setTimeout(() => onClose(id), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [id, onClose]);
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'} onClick={() => onClose(id)}>
      <span>{toast.message}</span>
      <Close type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>{messages.generic.closeMessage}</VisuallyHidden>
      </Close>
    </Item>
  );
}

const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: 9999;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;

const Item = styled.div<{ $kind: PlainToast['kind'] }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: min(100%, 22rem);
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 6px solid ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.error : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-weight: 600;
  cursor: pointer;

  > span {
    flex: 1;
    padding-block: ${({ theme }) => theme.space.xs};
  }
`;

const Close = styled.button`
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
