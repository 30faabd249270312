import { errorMessageOf, useLogoutMutation } from '@sika/api-client';
import { useHandOverShopMutation, type TeamPerson } from '@sika/api-client/team';
import { paths, TEAM_ROLE_LABELS, teamMessages } from '@sika/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  DialogPassword,
  FormField,
  toast,
  useDialogPassword,
} from '../../../../components/index.ts';
import { FigureSection, Note } from '../figureLayout.ts';
import { RoleSelect, whoIs } from './PeopleList.tsx';

const text = teamMessages;

/**
 * Handing the shop over (docs/product.md, Team): the owner chooses a person of the team, then
 * confirms with their current password in a red dialog. The server ends every session of both, so
 * on success this browser logs out too and goes to the login, saying why.
 */
export function HandOver({ people }: { people: readonly TeamPerson[] }) {
  const id = useId();
  const others = people.filter((person) => person.role !== 'owner');
  const [chosen, setChosen] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const { password, setError, reset, field } = useDialogPassword();
  const [handOver, { isLoading }] = useHandOverShopMutation();
  const [logOut] = useLogoutMutation();
  const navigate = useNavigate();
  const choiceRef = useRef<HTMLSelectElement>(null);
  if (others.length === 0) return null;
  const person = others.find((someone) => someone._id === chosen);

  function close() {
    setOpen(false);
    reset();
  }

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (isLoading || !person) return;
    if (!password) return setError(text.handOverPasswordRequired);
    let said: string;
    try {
      said = (await handOver({ body: { personId: person._id, currentPassword: password } }).unwrap()).message;
    } catch (failure) {
      // A wrong password, or a new owner without an e-mail address: the server's sentence, in the
      // dialog. Anything else in a toast; the dialog stays, with what was typed, to try again.
      const status = (failure as { status?: unknown }).status;
      if (status === 400 || status === 409) setError(errorMessageOf(failure, text.handOverFailed));
      // A refusal (403, 429) says why; a failure (5xx, no connection) that it did not happen.
      else
        toast.error(
          typeof status === 'number' && status < 500
            ? errorMessageOf(failure, text.handOverFailed)
            : text.handOverFailed,
        );
      return;
    }
    // This session is over on the server: end it here as a logout does (which answers 200 for an
    // ended session too), then the login, with the server's sentence.
    await logOut()
      .unwrap()
      .catch(() => undefined);
    toast.success(said);
    navigate(paths.login);
  }

  return (
    <FigureSection aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.handOverHeading}</h2>
      <Note>{text.handOverBody}</Note>
      <FormField label={text.handOverLabel} error={choiceError}>
        {(control) => (
          <RoleSelect
            {...control}
            ref={choiceRef}
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value);
              setChoiceError(null);
            }}
          >
            <option value="">{text.handOverPlaceholder}</option>
            {others.map((someone) => (
              <option key={someone._id} value={someone._id}>
                {whoIs(someone)} ({TEAM_ROLE_LABELS[someone.role]})
              </option>
            ))}
          </RoleSelect>
        )}
      </FormField>
      <div>
        <Button
          variant="secondary"
          danger
          onClick={() => {
            if (person) return setOpen(true);
            setChoiceError(text.handOverChoose);
            choiceRef.current?.focus();
          }}
        >
          {text.handOverButton}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={text.handOverTitle}
        subject={person ? whoIs(person) : undefined}
        cancelLabel={text.handOverCancel}
        confirmLabel={text.handOverConfirm}
        onCancel={close}
        onConfirm={() => void confirm()}
        busy={isLoading}
        danger
        fields={
          <DialogPassword label={text.handOverPasswordLabel} onSubmit={(event) => void confirm(event)} {...field} />
        }
      >
        {text.handOverDialogBody}
      </ConfirmDialog>
    </FigureSection>
  );
}
