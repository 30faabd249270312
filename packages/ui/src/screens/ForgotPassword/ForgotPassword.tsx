import { errorMessageOf, isTransportError, useForgotPasswordTokenMutation } from '@sika/api-client';
import {
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
import { sameNames, useSubmit } from '../../hooks/useSubmit.ts';

const text = forgotPasswordMessages;

/**
 * Forgot password (route /forgot-password): asks for a reset link by e-mail. Success is a toast,
 * and the same sentence stays under the form (a toast is gone in 5 seconds, the mail takes longer);
 * any failure is the 'Something went wrong!' toast, and an answer with an error also shows the
 * server's msg in red (docs/product.md, Error messages). What was typed stays in the form.
 */
export function ForgotPassword({ footerYear }: { footerYear?: number }) {
  const [requestLink] = useForgotPasswordTokenMutation();
  const [sent, setSent] = useState(false);
  const { submit, busy, failure } = useSubmit({
    send: ({ email }: ForgotPasswordValues) => {
      setSent(false);
      return requestLink({ body: { email } });
    },
    onSuccess: () => {
      setSent(true);
      toast.success(text.success);
    },
    // Every failure is the toast (docs/product.md, Error messages); an answer with an error also says why in red.
    failureToast: text.failed,
    failure: (error) => (isTransportError(error) ? null : errorMessageOf(error, text.invalid, ['msg'])),
    fieldsFromServer: sameNames('email'),
  });

  return (
    <AuthLayout footerYear={footerYear}>
      <title>{text.breadcrumbCurrent}</title>
      <Breadcrumb trail={[{ label: text.breadcrumbHome, to: paths.login }]} current={text.breadcrumbCurrent} />
      <PageHeading>{text.heading}</PageHeading>
      <Body>{text.body}</Body>
      <Formik initialValues={forgotPasswordInitialValues} validationSchema={forgotPasswordSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.heading}>
          <TextField name="email" type="email" label={text.emailLabel} autoComplete="email" inputMode="email" />
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
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;
