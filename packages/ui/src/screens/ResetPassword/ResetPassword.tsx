import { errorMessageOf } from '@sika/api-client';
import { useResetVendorPasswordMutation } from '@sika/api-client/later';
import {
  paths,
  resetPasswordInitialValues,
  resetPasswordSchema,
  type ResetPasswordValues,
  forgotPasswordMessages,
  resetPasswordMessages,
} from '@sika/domain';
import { Formik } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { AuthLayout, FormStack, FormSubmit, SpinnerOverlay, TextLink, toast } from '../../components/index.ts';
// Not through the components' index: only these lazy pages use it, so it stays off the first load.
import { NewPasswordFields } from '../../components/TextField/NewPasswordFields.tsx';
import { sameNames, useSubmit } from '../../hooks/useSubmit.ts';

const text = resetPasswordMessages;

/**
 * Reset password (route /reset-password/{token}): sets a new password with the e-mailed token and
 * goes to the login page. On failure a toast, plus the server's reason in red (typically an invalid
 * or expired link) and a way to ask for a new link.
 */
export function ResetPassword({ footerYear }: { footerYear?: number }) {
  const { token = '' } = useParams();
  const [resetPassword] = useResetVendorPasswordMutation();
  const navigate = useNavigate();
  const { submit, busy, failure } = useSubmit({
    send: ({ password }: ResetPasswordValues) => resetPassword({ token, body: { password } }),
    onSuccess: () => {
      toast.success(text.success);
      navigate(paths.login);
    },
    failureToast: text.failed,
    failure: (error) => errorMessageOf(error, text.failed),
    fieldsFromServer: sameNames('password'),
  });

  return (
    <AuthLayout heading={text.heading} footerYear={footerYear}>
      <Formik initialValues={resetPasswordInitialValues} validationSchema={resetPasswordSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.heading}>
          <NewPasswordFields label={text.passwordLabel} confirmLabel={text.confirmPasswordLabel} />
          <FormSubmit failure={failure} busy={busy} label={text.submit}>
            {failure && <TextLink to={paths.forgotPassword}>{forgotPasswordMessages.heading}</TextLink>}
          </FormSubmit>
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={busy} />
    </AuthLayout>
  );
}
