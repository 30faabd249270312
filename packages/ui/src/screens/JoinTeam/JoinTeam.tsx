import { errorMessageOf } from '@sika/api-client';
import { useAcceptInviteMutation } from '@sika/api-client/team';
import {
  paths,
  resetPasswordInitialValues,
  resetPasswordMessages,
  resetPasswordSchema,
  serverMessages,
  teamMessages,
  type ResetPasswordValues,
} from '@sika/domain';
import { Formik } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, FormStack, FormSubmit, SpinnerOverlay, TextLink, toast } from '../../components/index.ts';
// Not through the components' index: only these lazy pages use it, so it stays off the first load.
import { NewPasswordFields } from '../../components/TextField/NewPasswordFields.tsx';
import { sameNames, useSubmit } from '../../hooks/useSubmit.ts';

const text = teamMessages;
// The same two password fields, and rules, as Reset password.
const fields = resetPasswordMessages;

/**
 * Join a shop (route /join/{token}, the link of an invitation sent by SMS or e-mail: docs/product.md,
 * Team): the invitee chooses their password, then logs in with the phone number or e-mail address
 * the invitation went to. A link used, expired or unknown says so, with the way to the login.
 */
export function JoinTeam({ footerYear }: { footerYear?: number }) {
  const { token = '' } = useParams();
  const [accept] = useAcceptInviteMutation();
  const navigate = useNavigate();
  const { submit, busy, failure } = useSubmit({
    send: ({ password }: ResetPasswordValues) => accept({ token, body: { password } }),
    onSuccess: () => {
      toast.success(serverMessages.inviteAccepted);
      navigate(paths.login);
    },
    failureToast: text.joinFailed,
    failure: (error) => errorMessageOf(error, text.joinFailed),
    fieldsFromServer: sameNames('password'),
  });

  return (
    <AuthLayout heading={text.joinHeading} footerYear={footerYear}>
      <title>{text.joinHeading}</title>
      <Body>{text.joinBody}</Body>
      <Formik initialValues={resetPasswordInitialValues} validationSchema={resetPasswordSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.joinHeading}>
          <NewPasswordFields label={fields.passwordLabel} confirmLabel={fields.confirmPasswordLabel} />
          <FormSubmit failure={failure} busy={busy} label={text.joinSubmit}>
            {failure && <TextLink to={paths.login}>{text.joinLogin}</TextLink>}
          </FormSubmit>
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={busy} />
    </AuthLayout>
  );
}

const Body = styled.p`
  margin: 0;
`;
