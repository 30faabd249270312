import {
  selectRole,
  selectVendor,
  useFreshLists,
  useGetAllVendorsQuery,
  useGetOrderCountsQuery,
} from '@sika/api-client';
import { messages, paths } from '@sika/domain';
import { Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { DashboardLayout } from '../../components/index.ts';
import { lazyComponent } from '../../hooks/lazyComponent.tsx';
import { LogoutButton } from '../LogoutButton/index.ts';
import { entriesOfRole, menuEntries, sideEntries, withToShip } from './navigation.ts';

/** The offline banner's empty live region, there before its code (and if that cannot be fetched). */
const QuietRegion = () => <div aria-live="polite" />;

// The offline notice has nothing to show while online, so its code comes after the frame's rather
// than with the first page (the service worker precaches it, so it is there offline too).
const OfflineNotice = lazyComponent(() =>
  import('../OfflineNotice/index.ts').then(
    (m) => m.OfflineNotice,
    () => QuietRegion,
  ),
);

/**
 * The signed-in vendor's business name: their entry of the vendors list (polled, shared with the
 * gate), else the record stored at login, else '' while neither is known.
 */
export function useBusinessName(): string {
  const vendor = useSelector(selectVendor);
  const polling = useFreshLists({ skip: !vendor });
  const { data: vendors } = useGetAllVendorsQuery(undefined, { ...polling, skip: !vendor });
  return vendors?.find((entry) => entry._id === vendor?._id)?.BusinessName ?? vendor?.BusinessName ?? '';
}

/**
 * How many of the signed-in vendor's orders wait to be shipped (Approved), by the server's count
 * over all of them: the same answer as Your Orders' unfiltered counts (one cache entry), asked
 * again when getChanges moves, never polled on its own. Undefined while unknown or `skip`.
 */
function useToShipCount(skip: boolean): number | undefined {
  const vendor = useSelector(selectVendor);
  const off = skip || !vendor;
  const polling = useFreshLists({ skip: off });
  const { data } = useGetOrderCountsQuery({}, { ...polling, skip: off });
  return data?.byStatus.find((count) => count.status === 'Approved')?.orders;
}

type VendorFrameProps = {
  children: ReactNode;
  /** The left menu's entry this page is, or (with `within`) the one it was reached from. */
  current: string;
  within?: boolean;
  footerYear?: number;
  /** The prerendered shell is the same page for every vendor: it greets no one by name. */
  anonymous?: boolean;
};

/**
 * The frame of every vendor page (docs/product.md, The dashboard): the brand, the hamburger with the
 * greeting and Logout, the left menu with Logout at its foot (Your Orders in both with how many
 * orders wait to be shipped, when any do; each menu only what the person's role may open), the footer. Edit product, Edit vendor
 * and Order details keep it, so the vendor never loses the menus.
 */
export function VendorFrame({ children, current, within, footerYear, anonymous = false }: VendorFrameProps) {
  const name = useBusinessName();
  const businessName = anonymous ? '' : name;
  const toShip = useToShipCount(anonymous);
  const role = useSelector(selectRole);
  return (
    <DashboardLayout
      brandTo={paths.dashboard}
      footerYear={footerYear}
      sideMenu={{
        entries: withToShip(entriesOfRole(sideEntries, role), toShip),
        current,
        within,
        last: <LogoutButton />,
      }}
      menu={{
        greeting: messages.dashboard.greeting(businessName),
        entries: withToShip(entriesOfRole(menuEntries, role), toShip),
        last: <LogoutButton />,
      }}
      notice={
        <Suspense fallback={<QuietRegion />}>
          <OfflineNotice.Component />
        </Suspense>
      }
    >
      {children}
    </DashboardLayout>
  );
}
