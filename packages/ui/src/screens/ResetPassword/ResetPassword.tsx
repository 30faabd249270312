import { errorMessageOf, useResetVendorPasswordMutation } from '@sika/api-client';
import { messages, resetPasswordInitialValues, resetPasswordSchema, type ResetPasswordValues } from '@sika/domain';
import { Formik } from 'formik';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  AuthLayout,
  Button,
  ErrorText,
  FormStack,
  PageHeading,
  SpinnerOverlay,
  TextField,
  TextLink,
} from '../../components/index.ts';

const text = messages.resetPassword;

/**
 * Reset password (route /reset-password/{token}): sets a new password with the e-mailed token and
 * goes to the login page. On failure a toast, plus the server's reason in red (typically an invalid
 * or expired link) and a way to ask for a new link.
 */
export function ResetPassword({ footerYear }: { footerYear?: number }) {
  const { token = '' } = useParams();
  const [resetPassword, { isLoading }] = useResetVendorPasswordMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit({ password }: ResetPasswordValues) {
    setFailure(null);
    try {
      await resetPassword({ token, body: { password } }).unwrap();
      toast.success(text.success);
      navigate('/');
    } catch (error) {
      toast.error(text.failed);
      setFailure(errorMessageOf(error, text.failed));
    }
  }

  return (
    <AuthLayout footerYear={footerYear}>
      <title>{text.heading}</title>
      <PageHeading>{text.heading}</PageHeading>
      <Formik initialValues={resetPasswordInitialValues} validationSchema={resetPasswordSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.heading}>
          <TextField name="password" type="password" label={text.passwordLabel} autoComplete="new-password" />
          <TextField
            name="confirmPassword"
            type="password"
            label={text.confirmPasswordLabel}
            autoComplete="new-password"
          />
          {failure && (
            <>
              <ErrorText>{failure}</ErrorText>
              <TextLink to="/forgot-password">{messages.forgotPassword.heading}</TextLink>
            </>
          )}
          <Button type="submit" busy={isLoading}>
            {text.submit}
          </Button>
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={isLoading} />
    </AuthLayout>
  );
}
