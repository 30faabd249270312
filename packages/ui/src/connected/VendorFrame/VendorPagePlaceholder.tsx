import { messages } from '@sika/domain';
import styled from 'styled-components';
import {
  BackLink,
  CardsPlaceholder,
  DetailsPlaceholder,
  FieldsPlaceholder,
  PageHeading,
} from '../../components/index.ts';
import { panelHref } from './navigation.ts';
import { VendorFrame } from './VendorFrame.tsx';

const loading = messages.dashboard.loadingPage;

/** The vendor pages reached from a panel: the menu entry they sit under, their heading, the way back. */
const pages = {
  editProduct: {
    current: 'products',
    heading: messages.vendorPages.editProduct.heading,
    back: { to: panelHref('products'), label: messages.vendorPages.editProduct.backToProducts },
  },
  editVendor: {
    current: 'profile',
    heading: messages.vendorPages.editVendor.heading,
    back: { to: panelHref('profile'), label: messages.vendorPages.editVendor.backToProfile },
  },
  orderDetails: {
    current: 'orders',
    heading: messages.vendorPages.orderDetails.heading,
    back: { to: panelHref('orders'), label: messages.vendorPages.orderDetails.backToOrders },
  },
} as const;

export type VendorPage = keyof typeof pages | 'dashboard';

/**
 * A page's content as shapes until its answer is in: the form's fields, or the order's cards of
 * label and value pairs with 'Loading...' in words (docs/product.md, Order details).
 */
export function PageShapes({ page }: { page: VendorPage }) {
  if (page === 'editProduct') return <FieldsPlaceholder label={loading(pages.editProduct.heading)} fields={7} />;
  if (page === 'editVendor') return <FieldsPlaceholder label={loading(pages.editVendor.heading)} fields={8} />;
  if (page === 'orderDetails') {
    return (
      <DetailsPlaceholder rows={[5, 6, 3]}>
        <p>{messages.vendorPages.orderDetails.loading}</p>
      </DetailsPlaceholder>
    );
  }
  // The dashboard's shell serves every panel: most open on a list.
  return <CardsPlaceholder label={messages.generic.loading} picture cards={6} />;
}

/**
 * A vendor page before its code has arrived (the route's loading state): the frame with its menus,
 * the way back, the heading and the shapes of what is coming, drawn the moment a link is tapped.
 */
export function VendorPagePlaceholder({ page }: { page: VendorPage }) {
  if (page === 'dashboard') {
    return (
      <VendorFrame current="">
        <Column>
          <PageShapes page="dashboard" />
        </Column>
      </VendorFrame>
    );
  }
  const { current, heading, back } = pages[page];
  return (
    <VendorFrame current={current} within>
      <Column $narrow>
        <BackLink to={back.to}>{back.label}</BackLink>
        <PageHeading>{heading}</PageHeading>
        <PageShapes page={page} />
      </Column>
    </VendorFrame>
  );
}

/** The pages' own column (the same gap, and the forms' width). */
const Column = styled.div<{ $narrow?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ $narrow }) => ($narrow ? '640px' : 'none')};
`;
