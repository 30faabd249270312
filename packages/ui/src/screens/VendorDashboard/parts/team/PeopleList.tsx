import { errorMessageOf } from '@sika/api-client';
import {
  useChangePersonRoleMutation,
  useRemovePersonMutation,
  type TeamInvite,
  type TeamPerson,
} from '@sika/api-client/team';
import {
  formatDay,
  INVITABLE_ROLES,
  nationalGhanaPhoneOfStored,
  TEAM_ROLE_LABELS,
  teamMessages,
  type InvitableRole,
} from '@sika/domain';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, toast } from '../../../../components/index.ts';
import { controlBox } from '../../../../components/FormField/index.ts';
import { FigureSection, Note } from '../figureLayout.ts';
import { Cards } from '../listLayout.ts';

const text = teamMessages;

/** How a person or an invitation is named: their e-mail address, else their number as Ghana writes it. */
export const whoIs = ({ email, phone }: { email: string; phone: string | null }) =>
  email || (phone ? nationalGhanaPhoneOfStored(phone) : '');

/**
 * The shop's people, the owner first: each with their role, which the owner changes between
 * manager and attendant from a dropdown, and Remove behind a confirmation. The owner's own card
 * has neither: the owner role moves only by a hand-over.
 */
export function PeopleList({ people }: { people: readonly TeamPerson[] }) {
  const id = useId();
  const [removing, setRemoving] = useState<TeamPerson | null>(null);
  const [remove, removal] = useRemovePersonMutation();
  // Once the removed person's card (and the Remove that had the focus) is gone, the list's
  // heading takes the focus, so a keyboard or screen-reader user is not left on nothing.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removedId = useRef<string | null>(null);
  useEffect(() => {
    if (removedId.current === null || people.some((person) => person._id === removedId.current)) return;
    removedId.current = null;
    headingRef.current?.focus();
  }, [people]);
  const confirmRemove = async () => {
    if (!removing) return;
    const who = whoIs(removing);
    try {
      await remove({ personId: removing._id }).unwrap();
      removedId.current = removing._id;
      toast.success(text.removed(who));
    } catch (error) {
      toast.error(errorMessageOf(error, text.removeFailed(who)));
    }
    setRemoving(null);
  };
  return (
    <FigureSection aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {text.peopleHeading}
      </h2>
      {people.length <= 1 && <p>{text.onlyYou}</p>}
      <Cards aria-labelledby={`${id}-heading`}>
        {people.map((person) => (
          <Card key={person._id}>
            <Who>
              {whoIs(person)} {person.you && <Note as="span">{text.you}</Note>}
            </Who>
            {person.role === 'owner' ? (
              <span>{TEAM_ROLE_LABELS.owner}</span>
            ) : (
              <>
                <RoleChoice person={person} />
                <Button
                  variant="text"
                  danger
                  aria-label={text.removeName(whoIs(person))}
                  onClick={() => setRemoving(person)}
                >
                  {text.remove}
                </Button>
              </>
            )}
          </Card>
        ))}
      </Cards>
      <ConfirmDialog
        open={removing !== null}
        title={text.removeTitle}
        subject={removing ? whoIs(removing) : undefined}
        cancelLabel={text.removeCancel}
        confirmLabel={text.removeConfirm}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
        busy={removal.isLoading}
        danger
      >
        {text.removeBody}
      </ConfirmDialog>
    </FigureSection>
  );
}

/** A person's role as a dropdown: a change is saved at once, and said (or refused) in a toast. */
function RoleChoice({ person }: { person: TeamPerson }) {
  const [change, { isLoading }] = useChangePersonRoleMutation();
  // The saved role shows at once, not only when the team is read again.
  const [chosen, setChosen] = useState<InvitableRole | null>(null);
  const who = whoIs(person);
  const choose = async (role: InvitableRole) => {
    try {
      const saved = await change({ personId: person._id, body: { role } }).unwrap();
      if (saved.role !== 'owner') setChosen(saved.role);
      toast.success(text.roleChanged(who, TEAM_ROLE_LABELS[role]));
    } catch (error) {
      setChosen(null);
      toast.error(errorMessageOf(error, text.roleChangeFailed(who)));
    }
  };
  return (
    <RoleSelect
      aria-label={text.roleOf(who)}
      value={chosen ?? person.role}
      // Not `disabled` while saving: that would throw the focus out of the dropdown.
      aria-busy={isLoading}
      aria-disabled={isLoading}
      onChange={(event) => {
        const role = INVITABLE_ROLES.find((known) => known === event.target.value);
        if (role && !isLoading) void choose(role);
      }}
    >
      {INVITABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {TEAM_ROLE_LABELS[role]}
        </option>
      ))}
    </RoleSelect>
  );
}

/** The invitations not yet used: who, the role, and the last day the link works. */
export function InviteList({ invites }: { invites: readonly TeamInvite[] }) {
  const id = useId();
  if (invites.length === 0) return null;
  return (
    <FigureSection aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.invitesHeading}</h2>
      <Cards aria-labelledby={`${id}-heading`}>
        {invites.map((invite) => (
          <Card key={invite._id}>
            <Who>{whoIs(invite)}</Who>
            <Note as="span">{text.inviteExpires(TEAM_ROLE_LABELS[invite.role], formatDay(invite.expiresAt))}</Note>
          </Card>
        ))}
      </Cards>
    </FigureSection>
  );
}

const Card = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: 600;
`;

/** A dropdown as wide as its choice (the Activity panel's filters use it too). */
export const RoleSelect = styled.select`
  ${controlBox}
  width: auto;
`;
