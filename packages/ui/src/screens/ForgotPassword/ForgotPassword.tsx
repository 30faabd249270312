import { errorMessageOf, isTransportError, useForgotPasswordTokenMutation } from '@sika/api-client';
import { forgotPasswordInitialValues, forgotPasswordSchema, messages, type ForgotPasswordValues } from '@sika/domain';
import { Formik } from 'formik';
import { useState } from 'react';
import { toast } from 'react-toastify';
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
} from '../../components/index.ts';

const text = messages.forgotPassword;

/**
 * Forgot password (route /forgot-password): asks for a reset link by e-mail. Success is a toast;
 * an answer with an error shows the server's msg in red (spec sections 7 and 8), and a request
 * that got no answer at all is a toast. What was typed stays in the form.
 */
export function ForgotPassword({ footerYear }: { footerYear?: number }) {
  const [requestLink, { isLoading }] = useForgotPasswordTokenMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit({ email }: ForgotPasswordValues) {
    setFailure(null);
    try {
      await requestLink({ body: { email } }).unwrap();
      toast.success(text.success);
    } catch (error) {
      // No answer at all is a toast; an answer with an error is the red text.
      if (isTransportError(error)) toast.error(text.failed);
      else setFailure(errorMessageOf(error, text.invalid, ['msg']));
    }
  }

  return (
    <AuthLayout footerYear={footerYear}>
      <title>{text.breadcrumbCurrent}</title>
      <Breadcrumb trail={[{ label: text.breadcrumbHome, to: '/' }]} current={text.breadcrumbCurrent} />
      <PageHeading>{text.heading}</PageHeading>
      <Body>{text.body}</Body>
      <Formik initialValues={forgotPasswordInitialValues} validationSchema={forgotPasswordSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.heading}>
          <TextField name="email" type="email" label={text.emailLabel} autoComplete="email" inputMode="email" />
          {failure && <ErrorText>{failure}</ErrorText>}
          <Actions>
            <Button type="submit" busy={isLoading}>
              {text.submit}
            </Button>
            <TextLink to="/">{text.cancel}</TextLink>
          </Actions>
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={isLoading} />
    </AuthLayout>
  );
}

const Body = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;
