import { useFreshLists } from '@sika/api-client';
import { useGetTeamQuery } from '@sika/api-client/later';
import { teamMessages } from '@sika/domain';
import { PageHeading, QueryState } from '../../../components/index.ts';
import { FigureGrid, Note } from './figureLayout.ts';
import { PanelShapes } from './PanelPlaceholder.tsx';
import { InviteForm } from './team/InviteForm.tsx';
import { InviteList, PeopleList } from './team/PeopleList.tsx';

const text = teamMessages;

/**
 * Team (docs/product.md, Team), the owner's alone: the shop's people with their roles (changed or
 * removed here), the invitations still waiting, and the form that invites someone by SMS or
 * e-mail. It refreshes with the other lists; its code and calls (`@sika/api-client/later`) come
 * only when the panel is opened.
 */
export function TeamPanel() {
  const polling = useFreshLists();
  const query = useGetTeamQuery(undefined, { ...polling, refetchOnFocus: true });
  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <Note>{text.intro}</Note>
      <QueryState query={query} placeholder={<PanelShapes panel="team" />} errorMessage={text.failed}>
        {(team) => (
          <FigureGrid>
            <PeopleList people={team.people} />
            <InviteList invites={team.invites} />
            <InviteForm />
          </FigureGrid>
        )}
      </QueryState>
    </>
  );
}
