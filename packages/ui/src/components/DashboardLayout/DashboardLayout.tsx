import { messages } from '@sika/domain';
import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { BrandLogo } from '../BrandLogo/index.ts';
import { Footer } from '../Footer/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

/**
 * A menu entry. `badge`: a short figure shown beside the label (how many orders wait), and the
 * entry's name with it, as a screen reader says it ('Your Orders, 3 to ship'). The name starts with
 * what shows ('Your Orders 3'), so a vendor who says what they see to voice control reaches it.
 */
export type NavEntry = { id: string; label: string; to: string; badge?: { text: string; name: string } };

/** An entry's link name and text: its label, and its badge when it has one. */
function entryParts(entry: NavEntry) {
  return {
    'aria-label': entry.badge?.name,
    children: entry.badge ? (
      <>
        {entry.label} <Badge>{entry.badge.text}</Badge>
      </>
    ) : (
      entry.label
    ),
  };
}

type DashboardLayoutProps = {
  children: ReactNode;
  /** Where the brand image leads (the dashboard). */
  brandTo: string;
  /**
   * The left menu (shown from tablet width up), which entry is current, and a last item (Logout,
   * so a desktop needs no hamburger for it). `within`: the page is one reached from the current
   * entry (an order from Your Orders), not the entry's own page.
   */
  sideMenu?: { entries: readonly NavEntry[]; current: string; within?: boolean; last?: ReactNode };
  /**
   * The hamburger menu: greeting, entries, and a last item (Logout). Phones only: from tablet
   * width up the left menu is the one menu (docs/product.md, The dashboard).
   */
  menu?: { greeting: string; entries: readonly NavEntry[]; last?: ReactNode };
  footerYear?: number;
  /** A bar under the top navigation, across the page (the offline banner). */
  notice?: ReactNode;
};

const text = messages.dashboard;

/**
 * Whether the hamburger is open, kept outside the frame: a page's loading state draws the frame too
 * and the page's own frame replaces it when its code is in, and a menu opened in between stays open
 * (focus on its first entry). It closes when the address changes, and once no frame is left.
 */
const menuState = (() => {
  let open = false;
  let frames = 0;
  let shownAt: string | undefined;
  const listeners = new Set<() => void>();
  const set = (next: boolean | ((open: boolean) => boolean)) => {
    open = typeof next === 'function' ? next(open) : next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => open,
    set,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A frame mounted at the location `key`: a new address closes the menu. */
    mounted(key: string) {
      frames += 1;
      if (shownAt !== key) {
        shownAt = key;
        if (open) set(false);
      }
      return () => {
        frames -= 1;
        // Later, so a frame replaced by another in the same commit keeps the menu as it was.
        setTimeout(() => frames === 0 && open && set(false), 0);
      };
    },
  };
})();

function useMenuOpen() {
  const { key } = useLocation();
  useEffect(() => menuState.mounted(key), [key]);
  return [useSyncExternalStore(menuState.subscribe, menuState.get, () => false), menuState.set] as const;
}

/**
 * The vendor pages' frame: top navigation with the brand, an optional hamburger menu below tablet
 * width, the left menu from there up (one menu at each width), one main area and the footer. Phone
 * first: nothing is wider than 360 px.
 */
export function DashboardLayout({ children, brandTo, sideMenu, menu, footerYear, notice }: DashboardLayoutProps) {
  // While the hamburger is open the rest of the page is inert: focus and taps stay in the menu.
  const [menuOpen, setMenuOpen] = useMenuOpen();
  const currentMark = sideMenu?.within ? 'true' : 'page';
  return (
    <Page>
      <TopNav>
        <BrandLink to={brandTo} inert={menuOpen}>
          <BrandLogo />
          <VisuallyHidden>{` - ${text.brandLink}`}</VisuallyHidden>
        </BrandLink>
        {menu && <HamburgerMenu {...menu} open={menuOpen} setOpen={setMenuOpen} />}
      </TopNav>
      {notice}
      <Body $withSide={Boolean(sideMenu)} inert={menuOpen}>
        {sideMenu && (
          <SideNav aria-label={text.sideMenuLabel}>
            <EntryList>
              {sideMenu.entries.map((entry) => (
                <li key={entry.id}>
                  <SideLink
                    to={entry.to}
                    aria-current={entry.id === sideMenu.current ? currentMark : undefined}
                    {...entryParts(entry)}
                  />
                </li>
              ))}
              {sideMenu.last && <SideLast>{sideMenu.last}</SideLast>}
            </EntryList>
          </SideNav>
        )}
        <Main>{children}</Main>
      </Body>
      <div inert={menuOpen}>
        <Footer year={footerYear} />
      </div>
    </Page>
  );
}

type HamburgerProps = NonNullable<DashboardLayoutProps['menu']> & {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
};

/**
 * The hamburger: a disclosure button and its list. While open, the page around it is inert (see
 * DashboardLayout), so focus stays in the menu; picking an entry, Escape, or a tap outside closes
 * it, and focus goes back to the button (unless an entry took the vendor elsewhere).
 */
function HamburgerMenu({ greeting, entries, last, open, setOpen }: HamburgerProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // A screen turned or widened past phone width hides the hamburger: an open one closes, so the page
  // is not left inert behind a menu no one can see.
  const theme = useTheme();
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${theme.breakpoints.wide})`);
    const closeIfWide = () => wide.matches && setOpen(false);
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [open, setOpen, theme.breakpoints.wide]);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const closeAndReturn = () => {
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeAndReturn();
    };
    // Taps on the inert page land here too (hit-testing passes through inert elements). On click,
    // not pointerdown: the press has already moved focus to the page, and it comes back to the button.
    // The path, not the target: the press that opened the menu may have been on its icon, which
    // opening replaced (and so is no longer inside the menu).
    const onClick = (event: MouseEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) closeAndReturn();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open, setOpen]);

  return (
    <MenuRoot ref={rootRef}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? text.closeMenu : text.openMenu}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Cross aria-hidden="true" /> : <Bars aria-hidden="true" />}
      </MenuButton>
      <MenuPanel id={id} ref={listRef} hidden={!open}>
        <Greeting>{greeting}</Greeting>
        <nav aria-label={text.hamburgerLabel}>
          <EntryList>
            {entries.map((entry) => (
              <li key={entry.id}>
                <MenuLink to={entry.to} onClick={() => setOpen(false)} {...entryParts(entry)} />
              </li>
            ))}
            {last && <li>{last}</li>}
          </EntryList>
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
  min-height: ${({ theme }) => theme.sizes.minTarget};
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

/** Both menus' lists of entries. */
const EntryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A figure beside an entry's label; inverted on the current entry, whose background is the brand's. */
const Badge = styled.span`
  display: inline-block;
  min-width: 1.6em;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 0.4em;
  border-radius: 0.8em;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.875em;
  line-height: 1.6;
  text-align: center;
  [aria-current] > & {
    background: ${({ theme }) => theme.colors.onPrimary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const SideLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &[aria-current] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:hover:not([aria-current]) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const SideLast = styled.li`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    padding: 0;
  }
`;

/** Phones only: from tablet width up the left menu is the one menu. */
const MenuRoot = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    display: none;
  }
`;

const MenuButton = styled.button`
  width: ${({ theme }) => theme.sizes.minTarget};
  height: ${({ theme }) => theme.sizes.minTarget};
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

/** The open menu's button: an X, two bars crossed. */
const Cross = styled.span`
  width: 20px;
  height: 20px;
  position: relative;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: -1px;
    right: -1px;
    top: 9px;
    border-top: 2px solid ${({ theme }) => theme.colors.text};
    transform: rotate(45deg);
  }
  &::after {
    transform: rotate(-45deg);
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
  &[hidden] {
    display: none;
  }
`;

const Greeting = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: 700;
`;

const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.minTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;
