import { messages, TOAST_AUTO_CLOSE_MS } from '@sika/domain';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import type { PlainToast } from './toast.ts';

type PlainToastsProps = {
  toasts: readonly PlainToast[];
  /** Must be stable (the store's `dismiss`): each toast's timer runs from when it shows. */
  onClose: (id: number) => void;
  /** How long a toast stays while nobody is reading it: 5000 ms (docs/product.md, Toasts), or less in a story. */
  autoCloseMs?: number;
};

/**
 * Toasts drawn without react-toastify, for when it could not be fetched (./toast.ts), as its
 * container draws them (docs/product.md, Toasts): top-right, oldest on top, 5000 ms, closed by a
 * click or by their button, the timer paused while the pointer is on a toast, while focus is in it
 * (so a keyboard user can reach its button) and while the window is not in focus. Like
 * react-toastify's, the container is always on the page and is a polite live region, so a toast
 * added to it is read out (a live region must exist before its content arrives); an error is also
 * an alert.
 */
export function PlainToasts({ toasts, onClose, autoCloseMs = TOAST_AUTO_CLOSE_MS }: PlainToastsProps) {
  return (
    <Stack data-plain-toasts="" aria-live="polite" aria-atomic="false" aria-relevant="additions text">
      {toasts.map((plain) => (
        <PlainToastItem key={plain.id} toast={plain} onClose={onClose} autoCloseMs={autoCloseMs} />
      ))}
    </Stack>
  );
}

function PlainToastItem({
  toast,
  onClose,
  autoCloseMs,
}: { toast: PlainToast } & Required<Omit<PlainToastsProps, 'toasts'>>) {
  const { id } = toast;
  const [pointerOn, setPointerOn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const windowFocused = useWindowFocused();
  const running = !pointerOn && !focusIn && windowFocused;
  const timeLeft = useRef(autoCloseMs);
  useEffect(() => {
    if (!running) return;
    const startedAt = performance.now();
    const timer = setTimeout(() => onClose(id), timeLeft.current);
    return () => {
      clearTimeout(timer);
      timeLeft.current -= performance.now() - startedAt;
    };
  }, [running, id, onClose]);
  return (
    <Item
      $kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onClick={() => onClose(id)}
      onMouseEnter={() => setPointerOn(true)}
      onMouseLeave={() => setPointerOn(false)}
      onFocus={() => setFocusIn(true)}
      onBlur={(event) => setFocusIn(event.currentTarget.contains(event.relatedTarget))}
    >
      <span>{toast.message}</span>
      <Close type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>{messages.generic.closeMessage}</VisuallyHidden>
      </Close>
    </Item>
  );
}

/**
 * Whether the window has kept focus since the toast showed. It starts true rather than asking
 * `document.hasFocus()`: a toast answers what the vendor just did in this window, and a page in a
 * frame or a headless browser may report no focus though the vendor is looking at it.
 */
function useWindowFocused(): boolean {
  const [focused, setFocused] = useState(true);
  useEffect(() => {
    const lost = () => setFocused(false);
    const back = () => setFocused(true);
    window.addEventListener('blur', lost);
    window.addEventListener('focus', back);
    return () => {
      window.removeEventListener('blur', lost);
      window.removeEventListener('focus', back);
    };
  }, []);
  return focused;
}

const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    top: ${({ theme }) => theme.sizes.topBar};
  }
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
  min-width: ${({ theme }) => theme.sizes.minTarget};
  min-height: ${({ theme }) => theme.sizes.minTarget};
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
