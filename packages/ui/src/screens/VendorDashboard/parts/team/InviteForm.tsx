import { errorMessageOf } from '@sika/api-client';
import { useInvitePersonMutation } from '@sika/api-client/team';
import {
  INVITABLE_ROLES,
  inviteInitialValues,
  inviteSchema,
  TEAM_ROLE_LABELS,
  teamMessages,
  type InviteValues,
} from '@sika/domain';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  ChoiceField,
  ErrorText,
  FormStack,
  PhoneField,
  SelectField,
  SpinnerOverlay,
  TextField,
  toast,
} from '../../../../components/index.ts';
import { useSubmit } from '../../../../hooks/useSubmit.ts';
import { FigureSection, Note } from '../figureLayout.ts';
import { whoIs } from './PeopleList.tsx';

const text = teamMessages;

const channels = [
  { value: 'phone', label: text.inviteBy.phone },
  { value: 'email', label: text.inviteBy.email },
] as const;

const roleOptions = INVITABLE_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

/**
 * Invite a person (docs/product.md, Team): by SMS to a Ghana mobile number or by e-mail, as a
 * manager or an attendant. Only the chosen channel's field is sent. Once sent, the form starts
 * again empty and says where the link went; a refusal (already on Sika, the SMS or e-mail not
 * sent) is said under the form with what was typed kept.
 */
export function InviteForm() {
  const id = useId();
  const [invite] = useInvitePersonMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Once sent, the form starts again empty: the focus goes to the line that says where it went.
  const sentLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) sentLine.current?.focus();
  }, [sentTo]);
  // A new form after each invitation: empty fields, untouched.
  const [round, setRound] = useState(0);
  const { submit, busy, failure } = useSubmit({
    send: ({ by, phone, email, role: chosen }: InviteValues) => {
      setSentTo(null);
      const role = chosen || 'attendant'; // never '': the schema requires a role before sending
      return invite({ body: by === 'phone' ? { phone, role } : { email, role } });
    },
    onSuccess: (sent) => {
      const to = whoIs(sent);
      setSentTo(to);
      toast.success(text.inviteSent(to));
      setRound((count) => count + 1);
    },
    failureToast: text.inviteFailed,
    failure: (error) => errorMessageOf(error, text.inviteFailed),
    fieldsFromServer: { phone: 'phone', email: 'email', role: 'role' },
  });
  return (
    <FigureSection aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.inviteHeading}</h2>
      <Formik key={round} initialValues={inviteInitialValues} validationSchema={inviteSchema} onSubmit={submit}>
        <FormStack noValidate aria-labelledby={`${id}-heading`}>
          <ChoiceField name="by" legend={text.inviteByLegend} options={channels} />
          <ChannelField />
          <SelectField name="role" label={text.roleLabel} options={roleOptions} placeholder={text.rolePlaceholder} />
          <RoleNote />
          {failure && <ErrorText>{failure}</ErrorText>}
          {sentTo && (
            <p role="status" tabIndex={-1} ref={sentLine}>
              {text.inviteSent(sentTo)}
            </p>
          )}
          <Button type="submit" busy={busy}>
            {text.inviteSubmit}
          </Button>
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={busy} />
    </FigureSection>
  );
}

/** The field of the channel chosen: a Ghana mobile number, or an e-mail address. */
function ChannelField() {
  const { values } = useFormikContext<InviteValues>();
  return values.by === 'phone' ? (
    <PhoneField name="phone" label={text.phoneLabel} autoComplete="off" />
  ) : (
    <TextField name="email" type="email" label={text.emailLabel} autoComplete="off" inputMode="email" />
  );
}

/** What the chosen role may do, in a sentence. */
function RoleNote() {
  const { values } = useFormikContext<InviteValues>();
  return <Note>{values.role ? text.roles[values.role] : `${text.roles.manager} ${text.roles.attendant}`}</Note>;
}
