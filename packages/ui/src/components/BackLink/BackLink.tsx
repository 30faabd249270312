import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { TextLink } from '../TextLink/index.ts';

/**
 * The way back from a page reached from a list (an order, a product, the profile form): to where the
 * vendor came from, as the browser's Back would (the list's address kept, e.g. how many orders
 * shown), or, opened from outside (a link in an e-mail), to `to`.
 */
export function BackLink({ to, children, arrow = true }: { to: string; children: ReactNode; arrow?: boolean }) {
  const navigate = useNavigate();
  // react-router gives the first page of a visit the key 'default': any other was reached in the app,
  // so Back returns to a page of the app (in the browser's history and in a memory router alike).
  const cameFromInApp = useLocation().key !== 'default';
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (!cameFromInApp) return;
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
