import { MODAL_BACKDROP_TRANSITION_MS, MODAL_TRANSITION_MS } from '@sika/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { Button } from '../Button/index.ts';
import { Cluster } from '../Stack/index.ts';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** While the confirmed action runs: the confirm button is busy. */
  busy?: boolean;
  /** Inputs the confirmation needs (e.g. the current password), between the text and the buttons. */
  fields?: ReactNode;
  /** A destructive action (delete): the confirm button is drawn in the danger colour. */
  danger?: boolean;
  /** What the action applies to (the product's title, the account), named under the text and read with it. */
  subject?: ReactNode;
};

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A static confirmation dialog (docs/product.md, Edit product): only its buttons close it; Escape
 * and a click on the backdrop do nothing. Focus moves to Cancel (the safe choice) on open, stays
 * inside while open, and returns to what opened it on close. Modal 300 ms, backdrop 150 ms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  busy,
  fields,
  danger = false,
  subject,
}: ConfirmDialogProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);
  // Mounted a little longer than `open`, so the closing transition can play.
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);

  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open) {
      openerRef.current = document.activeElement;
      panelRef.current?.querySelector<HTMLButtonElement>('button')?.focus(); // Cancel comes first
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => {
      setMounted(false);
      setShown(false);
    }, MODAL_TRANSITION_MS);
    (openerRef.current as HTMLElement | null)?.focus?.();
    return () => clearTimeout(timer);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault(); // static: Escape does not close it
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  if (!mounted) return null;
  const visible = open && shown;
  return createPortal(
    <Backdrop $shown={visible} onKeyDown={onKeyDown} data-testid="dialog-backdrop">
      <Panel
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={subject ? `${id}-body ${id}-subject` : `${id}-body`}
        $shown={visible}
      >
        <Title id={`${id}-title`}>{title}</Title>
        <Body id={`${id}-body`}>{children}</Body>
        {subject && <Subject id={`${id}-subject`}>{subject}</Subject>}
        {fields}
        <Cluster justify="flex-end" align="stretch">
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button busy={busy} danger={danger} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Cluster>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Backdrop = styled.div<{ $shown: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(0, 0, 0, 0.5);
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${MODAL_BACKDROP_TRANSITION_MS}ms linear;
  ${reducedMotion}
`;

const Panel = styled.div<{ $shown: boolean }>`
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transform: translateY(${({ $shown }) => ($shown ? '0' : '-24px')});
  transition: transform ${MODAL_TRANSITION_MS}ms ease-out;
  ${reducedMotion}
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Body = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Subject = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.background};
  font-weight: 700;
  overflow-wrap: anywhere;
`;
