import { messages } from '@sika/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BrandLogo } from '../BrandLogo/index.ts';
import { Footer } from '../Footer/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

export type NavEntry = { id: string; label: string; to: string };

type DashboardLayoutProps = {
  children: ReactNode;
  /** Where the brand image leads (the dashboard). */
  brandTo: string;
  /** The left menu (shown from tablet width up) and which entry is current. */
  sideMenu?: { entries: readonly NavEntry[]; current: string };
  /** The hamburger menu (on the dashboard only): greeting, entries, and a last item (Logout). */
  menu?: { greeting: string; entries: readonly NavEntry[]; last?: ReactNode };
  footerYear?: number;
};

const text = messages.dashboard;

/**
 * The vendor pages' frame: top navigation with the brand, an optional hamburger menu, the left menu
 * at desktop width, one main area and the footer. Phone first: nothing is wider than 360 px.
 */
export function DashboardLayout({ children, brandTo, sideMenu, menu, footerYear }: DashboardLayoutProps) {
  return (
    <Page>
      <TopNav>
        <BrandLink to={brandTo}>
          <BrandLogo />
          <VisuallyHidden>{` - ${text.brandLink}`}</VisuallyHidden>
        </BrandLink>
        {menu && <HamburgerMenu {...menu} />}
      </TopNav>
      <Body $withSide={Boolean(sideMenu)}>
        {sideMenu && (
          <SideNav aria-label={text.sideMenuLabel}>
            <SideList>
              {sideMenu.entries.map((entry) => (
                <li key={entry.id}>
                  <SideLink to={entry.to} aria-current={entry.id === sideMenu.current ? 'page' : undefined}>
                    {entry.label}
                  </SideLink>
                </li>
              ))}
            </SideList>
          </SideNav>
        )}
        <Main>{children}</Main>
      </Body>
      <Footer year={footerYear} />
    </Page>
  );
}

/** The hamburger: a disclosure button and its list. Picking an entry (or Escape) closes it. */
function HamburgerMenu({ greeting, entries, last }: NonNullable<DashboardLayoutProps['menu']>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <MenuRoot onKeyDown={onKeyDown}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? text.closeMenu : text.openMenu}
        onClick={() => setOpen((value) => !value)}
      >
        <Bars aria-hidden="true" />
      </MenuButton>
      <MenuPanel id={id} ref={listRef} hidden={!open}>
        <Greeting>{greeting}</Greeting>
        <nav aria-label={text.hamburgerLabel}>
          <MenuList>
            {entries.map((entry) => (
              <li key={entry.id}>
                <MenuLink to={entry.to} onClick={() => setOpen(false)}>
                  {entry.label}
                </MenuLink>
              </li>
            ))}
            {last && <li>{last}</li>}
          </MenuList>
        </nav>
      </MenuPanel>
    </MenuRoot>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  overflow-x: clip;
`;

const TopNav = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  min-height: 44px;
  align-items: center;
  text-decoration: none;
`;

const Body = styled.div<{ $withSide: boolean }>`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    grid-template-columns: ${({ $withSide }) => ($withSide ? '220px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const SideNav = styled.nav`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    display: block;
  }
`;

const SideList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const SideLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover:not([aria-current='page']) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    padding: 0;
  }
`;

const MenuRoot = styled.div``;

const MenuButton = styled.button`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;

const Bars = styled.span`
  width: 20px;
  height: 14px;
  border-block: 2px solid ${({ theme }) => theme.colors.text};
  position: relative;
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 4px;
    border-top: 2px solid ${({ theme }) => theme.colors.text};
  }
`;

const MenuPanel = styled.div`
  position: absolute;
  z-index: 900;
  top: 100%;
  right: 0;
  left: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    left: auto;
    width: 300px;
  }
  &[hidden] {
    display: none;
  }
`;

const Greeting = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 700;
`;

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;
