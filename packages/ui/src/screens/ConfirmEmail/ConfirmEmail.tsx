import { errorMessageOf } from '@sika/api-client';
import { useConfirmEmailMutation } from '@sika/api-client/later';
import { paths, confirmEmailMessages } from '@sika/domain';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, Button, ErrorText, SpinnerOverlay, TextLink } from '../../components/index.ts';
import { useSubmit } from '../../hooks/useSubmit.ts';

const text = confirmEmailMessages;

/**
 * Confirm e-mail (route /confirm-email/{token}, the link mailed to a new address): a change of
 * address takes effect only here. It asks for a press rather than confirming on load, so a mail
 * scanner opening the link changes nothing. Then the server's sentence, and the way to the login.
 */
export function ConfirmEmail({ footerYear }: { footerYear?: number }) {
  const { token = '' } = useParams();
  const [confirmEmail, { data }] = useConfirmEmailMutation();
  const { submit, busy, failure } = useSubmit({
    send: () => confirmEmail({ token }),
    failure: (error) => errorMessageOf(error, text.failed),
  });

  return (
    <AuthLayout heading={text.heading} footerYear={footerYear}>
      {data ? (
        <Done role="status">{data.message}</Done>
      ) : (
        <>
          <p>{text.body}</p>
          {failure && <ErrorText>{failure}</ErrorText>}
          <Button type="button" busy={busy} onClick={() => void submit(undefined)}>
            {text.submit}
          </Button>
        </>
      )}
      <TextLink to={paths.login}>{text.loginLink}</TextLink>
      <SpinnerOverlay visible={busy} />
    </AuthLayout>
  );
}

const Done = styled.p`
  margin: 0;
`;
