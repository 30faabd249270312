import { useGetActivityQuery, useGetTeamQuery, type ActivityKind, type ActivityRecord } from '@sika/api-client/team';
import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
  activityMessages,
  activitySays,
  formatMoment,
  nationalGhanaPhoneOfStored,
  TEAM_ROLE_LABELS,
} from '@sika/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { BackLink, Button, ErrorText, PageHeading, QueryState } from '../../../components/index.ts';
import { FigureSection, Note } from './figureLayout.ts';
import { PanelShapes } from './PanelPlaceholder.tsx';
import { panelHref } from './panels.ts';
import { RoleSelect, whoIs } from './team/PeopleList.tsx';

const text = activityMessages;

/** A record's person as Ghana writes them: the e-mail address, else the number in national form. */
const personOf = (person: string) => (person.startsWith('+') ? nationalGhanaPhoneOfStored(person) : person);

/** A subject with the numbers in it (a person invited by SMS) written as Ghana writes them. */
const readable = (subject: string) => subject.replace(/\+233\d{9}/g, nationalGhanaPhoneOfStored);

/**
 * Activity (docs/product.md, Activity), the owner's alone and reached from Team: what each person of the shop did,
 * newest first, filtered by person and by kind, a page at a time. Each page is its own call by
 * the api's cursor, so a shop with years of records downloads 50 of them, and 'Show older' the
 * next 50; changing a filter starts again from the newest.
 */
export function ActivityPanel() {
  const [person, setPerson] = useState('');
  const [kind, setKind] = useState<ActivityKind | ''>('');
  // The cursors of the pages asked for after the first; a new filter starts again at the newest.
  const [cursors, setCursors] = useState<string[]>([]);
  const filter = { ...(person ? { person } : {}), ...(kind ? { kind } : {}) };
  const team = useGetTeamQuery();
  const first = useGetActivityQuery({ ...filter, limit: ACTIVITY_PAGE_SIZE });
  const filtered = person !== '' || kind !== '';
  return (
    <>
      <BackLink to={panelHref('team')}>{text.backToTeam}</BackLink>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <Note>{text.intro}</Note>
      <Filters role="group" aria-label={text.filtersLabel}>
        <label>
          <span>{text.personLabel}</span>
          <Select
            value={person}
            onChange={(event) => {
              setPerson(event.target.value);
              setCursors([]);
            }}
          >
            <option value="">{text.everyone}</option>
            {team.data?.people.map((someone) => (
              <option key={someone._id} value={someone._id}>
                {whoIs(someone)} ({TEAM_ROLE_LABELS[someone.role]})
              </option>
            ))}
          </Select>
        </label>
        <label>
          <span>{text.kindLabel}</span>
          <Select
            value={kind}
            onChange={(event) => {
              setKind(ACTIVITY_KINDS.find((known) => known === event.target.value) ?? '');
              setCursors([]);
            }}
          >
            <option value="">{text.allKinds}</option>
            {ACTIVITY_KINDS.map((known) => (
              <option key={known} value={known}>
                {ACTIVITY_KIND_LABELS[known]}
              </option>
            ))}
          </Select>
        </label>
      </Filters>
      <QueryState query={first} placeholder={<PanelShapes panel="activity" />} errorMessage={text.failed}>
        {(page) =>
          page.records.length === 0 ? (
            <p role="status">{filtered ? text.emptyFiltered : text.empty}</p>
          ) : (
            <FigureSection>
              <Log aria-label={text.listLabel}>
                <Records records={page.records} />
                {cursors.map((cursor) => (
                  <OlderPage key={cursor} filter={filter} cursor={cursor} />
                ))}
              </Log>
              <MoreOrEnd
                first={page.nextCursor}
                filter={filter}
                cursors={cursors}
                onMore={(cursor) => setCursors((asked) => [...asked, cursor])}
              />
            </FigureSection>
          )
        }
      </QueryState>
    </>
  );
}

type Filter = { person?: string; kind?: ActivityKind };

/** A page after the first, asked for by 'Show older': its records, or nothing while it comes. */
function OlderPage({ filter, cursor }: { filter: Filter; cursor: string }) {
  const { data } = useGetActivityQuery({ ...filter, cursor, limit: ACTIVITY_PAGE_SIZE });
  return data ? <Records records={data.records} /> : null;
}

/**
 * Under the list: 'Show older' while the last page asked for has a next one (busy while a page
 * comes, its failure said beside it), else the line that says the list is complete.
 */
function MoreOrEnd({
  first,
  filter,
  cursors,
  onMore,
}: {
  first: string | null;
  filter: Filter;
  cursors: readonly string[];
  onMore: (cursor: string) => void;
}) {
  const last = cursors.at(-1);
  const lastPage = useGetActivityQuery(
    { ...filter, cursor: last ?? '', limit: ACTIVITY_PAGE_SIZE },
    { skip: last === undefined },
  );
  if (last === undefined) {
    return first === null ? (
      <Note>{text.end}</Note>
    ) : (
      <Button variant="secondary" onClick={() => onMore(first)}>
        {text.older}
      </Button>
    );
  }
  if (lastPage.isError) {
    return (
      <>
        <ErrorText>{text.olderFailed}</ErrorText>
        <Button variant="secondary" onClick={() => void lastPage.refetch()}>
          {text.older}
        </Button>
      </>
    );
  }
  if (!lastPage.data)
    return (
      <Button variant="secondary" busy>
        {text.older}
      </Button>
    );
  const next = lastPage.data.nextCursor;
  return next === null ? (
    <Note>{text.end}</Note>
  ) : (
    <Button variant="secondary" onClick={() => onMore(next)}>
      {text.older}
    </Button>
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
          <> {text.payoutNumber(personOf(record.before), personOf(record.after))}</>
        )}
      </What>
      <Note as="span">
        {text.by(personOf(record.person), TEAM_ROLE_LABELS[record.role])} ·{' '}
        <time dateTime={record.at}>{formatMoment(record.at)}</time>
      </Note>
    </Line>
  ));
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    flex: 1 1 12rem;
    min-width: 0;
    font-weight: 600;
  }
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
