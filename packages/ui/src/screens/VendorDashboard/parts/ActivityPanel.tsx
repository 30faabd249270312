import {
  useGetActivityPagesInfiniteQuery,
  useGetTeamQuery,
  type ActivityKind,
  type ActivityRecord,
  type TeamPerson,
} from '@sika/api-client/team';
import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  activityMessages,
  activitySays,
  formatMoment,
  nationalGhanaPhoneOfStored,
  TEAM_ROLE_LABELS,
} from '@sika/domain';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { BackLink, Button, ErrorText, FormField, PageHeading, QueryState } from '../../../components/index.ts';
import { FigureSection, Note } from './figureLayout.ts';
import { PanelShapes } from './PanelPlaceholder.tsx';
import { panelHref } from './panels.ts';
import { RoleSelect, whoIs } from './team/PeopleList.tsx';

const text = activityMessages;

/** A subject with the numbers in it (a person invited by SMS) written as Ghana writes them. */
const readable = (subject: string) => subject.replace(/\+233\d{9}/g, nationalGhanaPhoneOfStored);

/**
 * Who the Person filter offers: the team as it is, then anyone the records loaded name who is no
 * longer in it (a person removed), so their records can still be traced; the records' alone when
 * the team cannot be read.
 */
function peopleToFilter(team: readonly TeamPerson[] | undefined, records: readonly ActivityRecord[]) {
  const offered = new Map(
    (team ?? []).map((someone) => [someone._id, `${whoIs(someone)} (${TEAM_ROLE_LABELS[someone.role]})`]),
  );
  for (const record of records) {
    if (!offered.has(record.personId)) offered.set(record.personId, nationalGhanaPhoneOfStored(record.person));
  }
  return [...offered];
}

/**
 * Activity (docs/product.md, Activity), the owner's alone and reached from Team: what each person
 * of the shop did, newest first, filtered by person and by kind, a page at a time by the api's
 * cursor (a shop with years of records downloads 50, and 'Show older' the next 50). Changing a
 * filter starts again from the newest; a refresh refetches the pages loaded in order, so none
 * skips a record.
 */
export function ActivityPanel() {
  const [person, setPerson] = useState('');
  const [kind, setKind] = useState<ActivityKind | ''>('');
  const team = useGetTeamQuery();
  const pages = useGetActivityPagesInfiniteQuery({
    ...(person ? { person } : {}),
    ...(kind ? { kind } : {}),
  });
  const records = useMemo(() => pages.data?.pages.flatMap((page) => page.records) ?? [], [pages.data]);
  const people = useMemo(() => peopleToFilter(team.data?.people, records), [team.data, records]);
  const filtered = person !== '' || kind !== '';
  return (
    <>
      <BackLink to={panelHref('team')}>{text.backToTeam}</BackLink>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <Note>{text.intro}</Note>
      <Filters role="group" aria-label={text.filtersLabel}>
        <Filter>
          <FormField label={text.personLabel}>
            {(control) => (
              <Select {...control} value={person} onChange={(event) => setPerson(event.target.value)}>
                <option value="">{text.everyone}</option>
                {people.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </Filter>
        <Filter>
          <FormField label={text.kindLabel}>
            {(control) => (
              <Select
                {...control}
                value={kind}
                onChange={(event) => setKind(ACTIVITY_KINDS.find((known) => known === event.target.value) ?? '')}
              >
                <option value="">{text.allKinds}</option>
                {ACTIVITY_KINDS.map((known) => (
                  <option key={known} value={known}>
                    {ACTIVITY_KIND_LABELS[known]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </Filter>
      </Filters>
      <QueryState query={pages} placeholder={<PanelShapes panel="activity" />} errorMessage={text.failed}>
        {() =>
          records.length === 0 ? (
            <p role="status">{filtered ? text.emptyFiltered : text.empty}</p>
          ) : (
            <FigureSection>
              <Log aria-label={text.listLabel}>
                <Records records={records} />
              </Log>
              {pages.isFetchNextPageError && <ErrorText>{text.olderFailed}</ErrorText>}
              {pages.hasNextPage ? (
                <Button variant="secondary" busy={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                  {text.older}
                </Button>
              ) : (
                <Note>{text.end}</Note>
              )}
            </FigureSection>
          )
        }
      </QueryState>
    </>
  );
}

/** One line per record: what was done and to what, by whom, and when. */
function Records({ records }: { records: readonly ActivityRecord[] }) {
  return records.map((record) => (
    <Line key={record._id}>
      <What>
        {activitySays(record.action, record.kind)}
        {record.subject && <>: {readable(record.subject)}</>}
        {record.before !== null && record.after !== null && (
          <> {text.payoutNumber(nationalGhanaPhoneOfStored(record.before), nationalGhanaPhoneOfStored(record.after))}</>
        )}
      </What>
      <Note as="span">
        {text.by(nationalGhanaPhoneOfStored(record.person), TEAM_ROLE_LABELS[record.role])} ·{' '}
        <time dateTime={record.at}>{formatMoment(record.at)}</time>
      </Note>
    </Line>
  ));
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One filter, its FormField inside; the dropdown (font: inherit) shows in the label's weight. */
const Filter = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  font-weight: 600;
`;

// The Team panel's dropdown, as wide as its label here.
const Select = styled(RoleSelect)`
  width: 100%;
`;

/** One column, newest at the top: a log is read down, not across. */
const Log = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const What = styled.span`
  overflow-wrap: anywhere;
  font-weight: 600;
`;
