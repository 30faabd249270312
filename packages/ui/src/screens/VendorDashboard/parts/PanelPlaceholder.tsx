import { messages } from '@sika/domain';
import styled from 'styled-components';
import { CardsPlaceholder, DetailsPlaceholder, FieldsPlaceholder } from '../../../components/index.ts';
import { PanelLoadingSpace } from './listLayout.ts';
import { panelTitles, type Panel } from './panels.ts';

const text = messages.dashboard;
/** What a panel shows until its answer is in: shapes like its content (cards, fields, a record). */
export function PanelShapes({ panel, label = text.loadingPage(panelTitles[panel]) }: { panel: Panel; label?: string }) {
  if (panel === 'products' || panel === 'orders') {
    // A screen's height, so the footer stays below the fold and nothing in view moves when the cards come.
    return (
      <PanelLoadingSpace>
        <CardsPlaceholder label={label} picture={panel === 'products'} cards={6} />
      </PanelLoadingSpace>
    );
  }
  if (panel === 'profile' || panel === 'earnings' || panel === 'payouts' || panel === 'team' || panel === 'activity')
    return <DetailsPlaceholder label={label} rows={[6]} />;
  return <FieldsPlaceholder label={label} fields={panel === 'add' ? 7 : 1} />;
}

/**
 * While a panel's code arrives: its name where its heading will be, and its shapes. `title` is left
 * out by the prerendered shell, which serves every panel (and so says only 'Loading...').
 */
export function PanelPlaceholder({ panel, title }: { panel: Panel; title?: string }) {
  return (
    <>
      <HeadingRoom aria-hidden="true">{title ?? '\u00a0'}</HeadingRoom>
      <PanelShapes panel={panel} label={title ? undefined : messages.generic.loading} />
    </>
  );
}

/** As tall as a panel's PageHeading, so the content sits where the panel will show it. */
const HeadingRoom = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: bold;
`;
