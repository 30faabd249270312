import { errorMessageOf } from '@sika/api-client';
import { useResetPasswordWithCodeMutation } from '@sika/api-client/later';
import {
  forgotPasswordMessages,
  paths,
  resetCodeInitialValues,
  resetCodeSchema,
  resetPasswordMessages,
  type ResetCodeValues,
} from '@sika/domain';
import { Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { FormStack, FormSubmit, SpinnerOverlay, TextField, toast } from '../../../components/index.ts';
// Not through the components' index: only these lazy pages use it, so it stays off the first load.
import { NewPasswordFields } from '../../../components/TextField/NewPasswordFields.tsx';
import { sameNames, useSubmit } from '../../../hooks/useSubmit.ts';

const text = forgotPasswordMessages;
const reset = resetPasswordMessages;

/**
 * The code step of Forgot password (docs/product.md, Forgot password): the code texted to `phone`,
 * and a new password with Reset password's rules. Success is Reset password's: a toast and the
 * login page. A refused code shows the server's one sentence in red; what was typed stays.
 */
export function ResetCodeForm({ phone }: { phone: string }) {
  const [resetWithCode] = useResetPasswordWithCodeMutation();
  const navigate = useNavigate();
  const { submit, busy, failure } = useSubmit({
    send: ({ code, password }: ResetCodeValues) => resetWithCode({ body: { phone, code: code.trim(), password } }),
    onSuccess: () => {
      toast.success(reset.success);
      navigate(paths.login);
    },
    failureToast: reset.failed,
    failure: (error) => errorMessageOf(error, reset.failed),
    fieldsFromServer: sameNames('code', 'password'),
  });

  return (
    <>
      <Formik initialValues={resetCodeInitialValues} validationSchema={resetCodeSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.codeHeading}>
          <TextField
            name="code"
            label={text.codeLabel}
            hint={text.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <NewPasswordFields label={reset.passwordLabel} confirmLabel={reset.confirmPasswordLabel} />
          <FormSubmit failure={failure} busy={busy} label={reset.submit} />
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={busy} />
    </>
  );
}
