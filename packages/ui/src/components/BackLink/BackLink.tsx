import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { TextLink } from '../TextLink/index.ts';

/** Whether the page before this one in the tab's history is a page of this app (react-router counts them). */
const cameFromInApp = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The way back from a page reached from a list (an order, a product, the profile form): to where the
 * vendor came from, as the browser's Back would (the list's address kept, e.g. how many orders
 * shown), or, opened from outside (a link in an e-mail), to `to`.
 */
export function BackLink({ to, children, arrow = true }: { to: string; children: ReactNode; arrow?: boolean }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (!cameFromInApp()) return;
    event.preventDefault();
    void navigate(-1);
  }
  return (
    <Back to={to} onClick={onClick}>
      {arrow && <span aria-hidden="true">{'\u2190'}</span>}
      {children}
    </Back>
  );
}

const Back = styled(TextLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  align-self: flex-start;
  min-height: ${({ theme }) => theme.sizes.minTarget};
`;
