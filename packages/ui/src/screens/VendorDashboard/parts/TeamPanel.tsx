import { useFreshLists } from '@sika/api-client';
import { useGetTeamQuery } from '@sika/api-client/team';
import { teamMessages } from '@sika/domain';
import { PageHeading, QueryState, TextLink } from '../../../components/index.ts';
import { FigureGrid, Note } from './figureLayout.ts';
import { PanelShapes } from './PanelPlaceholder.tsx';
import { panelHref } from './panels.ts';
import { HandOver } from './team/HandOver.tsx';
import { InviteForm } from './team/InviteForm.tsx';
import { InviteList, PeopleList } from './team/PeopleList.tsx';

const text = teamMessages;

// Activity comes with Team (VendorDashboard.tsx says why).
export { ActivityPanel } from './ActivityPanel.tsx';

/**
 * Team (docs/product.md, Team), the owner's alone: the shop's people with their roles (changed or
 * removed here), the invitations still waiting, and the form that invites someone by SMS or
 * e-mail, handing the shop over, and the way to Activity. It refreshes with the other lists; its code and calls (`@sika/api-client/team`) come
 * only when the panel is opened.
 */
export function TeamPanel() {
  const polling = useFreshLists();
  const query = useGetTeamQuery(undefined, { ...polling, refetchOnFocus: true });
  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <Note>{text.intro}</Note>
      <TextLink to={panelHref('activity')}>{text.activityLink}</TextLink>
      <QueryState query={query} placeholder={<PanelShapes panel="team" />} errorMessage={text.failed}>
        {(team) => (
          <FigureGrid>
            <PeopleList people={team.people} />
            <InviteList invites={team.invites} />
            <InviteForm />
            <HandOver people={team.people} />
          </FigureGrid>
        )}
      </QueryState>
    </>
  );
}
