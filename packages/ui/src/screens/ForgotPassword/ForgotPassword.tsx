import { errorMessageOf, isTransportError } from '@sika/api-client';
import { useForgotPasswordTokenMutation } from '@sika/api-client/later';
import {
  emailOrPhoneBody,
  formatGhanaPhone,
  forgotPasswordInitialValues,
  forgotPasswordSchema,
  paths,
  type ForgotPasswordValues,
  forgotPasswordMessages,
} from '@sika/domain';
import { Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import {
  AuthLayout,
  Breadcrumb,
  Button,
  ErrorText,
  FormStack,
  PageHeading,
  SpinnerOverlay,
  TextField,
  TextLink,
  toast,
} from '../../components/index.ts';
import { useSubmit } from '../../hooks/useSubmit.ts';
import { ResetCodeForm } from './parts/ResetCodeForm.tsx';

const text = forgotPasswordMessages;

/**
 * Forgot password (route /forgot-password; docs/product.md, Forgot password). An e-mail address
 * asks for a reset link: success is a toast, and the same sentence stays under the form (a toast is
 * gone in 5 seconds, the mail takes longer). A phone number (a person invited by phone) asks for a
 * code by SMS, and the page then shows the code step (ResetCodeForm). Any failure is the 'Something
 * went wrong!' toast, and an answer with an error also shows the server's msg in red (docs/product.md,
 * Error messages). What was typed stays in the form.
 */
export function ForgotPassword({ footerYear }: { footerYear?: number }) {
  const [requestReset] = useForgotPasswordTokenMutation();
  const [sent, setSent] = useState(false);
  // The number a code was texted to. The code step stays on this page rather than a route of its
  // own: it needs the number just typed, which a route would carry in the address (and the history).
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const { submit, busy, failure } = useSubmit({
    send: ({ emailOrPhone }: ForgotPasswordValues) => {
      setSent(false);
      return requestReset({ body: emailOrPhoneBody(emailOrPhone) });
    },
    onSuccess: (_, { emailOrPhone }) => {
      if ('phone' in emailOrPhoneBody(emailOrPhone)) {
        if (codeSentTo !== null) toast.success(text.codeResent);
        setCodeSentTo(emailOrPhone);
        return;
      }
      setSent(true);
      toast.success(text.success);
    },
    // Every failure is the toast (docs/product.md, Error messages); an answer with an error also says why in red.
    failureToast: text.failed,
    failure: (error) => (isTransportError(error) ? null : errorMessageOf(error, text.invalid, ['msg'])),
    // The one field is sent as `email` or `phone`: the server's sentence for either shows under it.
    fieldsFromServer: { email: 'emailOrPhone', phone: 'emailOrPhone' },
  });

  return (
    <AuthLayout footerYear={footerYear}>
      <title>{text.breadcrumbCurrent}</title>
      <Breadcrumb trail={[{ label: text.breadcrumbHome, to: paths.login }]} current={text.breadcrumbCurrent} />
      <PageHeading>{text.heading}</PageHeading>
      {codeSentTo === null ? (
        <>
          <Body>{text.body}</Body>
          <Body>{text.phoneBody}</Body>
          <Formik initialValues={forgotPasswordInitialValues} validationSchema={forgotPasswordSchema} onSubmit={submit}>
            <FormStack noValidate aria-label={text.heading}>
              {/* 'username': what a password manager keeps for this login, an address or a number alike. */}
              <TextField name="emailOrPhone" label={text.emailOrPhoneLabel} autoComplete="username" />
              {failure && <ErrorText>{failure}</ErrorText>}
              {sent && <Sent role="status">{text.success}</Sent>}
              <Actions>
                <Button type="submit" busy={busy}>
                  {text.submit}
                </Button>
                <TextLink to={paths.login}>{text.cancel}</TextLink>
              </Actions>
            </FormStack>
          </Formik>
        </>
      ) : (
        <>
          <Sent role="status">{text.codeSent(formatGhanaPhone(codeSentTo))}</Sent>
          <ResetCodeForm phone={codeSentTo} />
          {failure && <ErrorText>{failure}</ErrorText>}
          <Actions>
            <Button variant="secondary" busy={busy} onClick={() => void submit({ emailOrPhone: codeSentTo })}>
              {text.resendCode}
            </Button>
            <TextLink to={paths.login}>{text.cancel}</TextLink>
          </Actions>
        </>
      )}
      <SpinnerOverlay visible={busy} />
    </AuthLayout>
  );
}

const Body = styled.p`
  margin: 0;
`;

const Sent = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.statusApprovedSurface};
  color: ${({ theme }) => theme.colors.statusApproved};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;
