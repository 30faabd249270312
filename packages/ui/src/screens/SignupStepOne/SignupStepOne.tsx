import { errorMessageOf, selectVendor, useRegisterMutation } from '@sika/api-client';
import {
  messages,
  paths,
  signupStepOneInitialValues,
  signupStepOneSchema,
  type SignupStepOneValues,
} from '@sika/domain';
import { Formik } from 'formik';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { AuthLayout, FormStack, FormSubmit, SpinnerOverlay, TextField, TextLink } from '../../components/index.ts';
import { sameNames, useSubmit } from '../../hooks/useSubmit.ts';

const text = messages.signupOne;

/**
 * Sign-up step one (route /signup-page-one). A vendor already stored goes to the dashboard. On
 * success the api-client keeps the new session and the vendor moves to step two. On failure the red
 * message follows docs/product.md, Error messages for sign-up: msg, error, the error's text,
 * 'Something went wrong!'.
 */
export function SignupStepOne({ footerYear }: { footerYear?: number }) {
  const storedVendor = useSelector(selectVendor);
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const { submit, busy, failure } = useSubmit({
    send: ({ email, password }: SignupStepOneValues) => register({ registration: { email, password } }),
    onSuccess: ({ newVendor }) => navigate(paths.signupTwo(newVendor._id)),
    failure: (error) => errorMessageOf(error, text.failed, ['msg', 'error']),
    fieldsFromServer: sameNames('email', 'password'),
  });

  if (storedVendor) return <Navigate to={paths.dashboard} replace />;

  return (
    <AuthLayout heading={text.title} footerYear={footerYear}>
      <Formik initialValues={signupStepOneInitialValues} validationSchema={signupStepOneSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.title}>
          <TextField name="email" type="email" label={text.emailLabel} autoComplete="email" inputMode="email" />
          <TextField name="password" type="password" label={text.passwordLabel} autoComplete="new-password" />
          <TextField
            name="confirmPassword"
            type="password"
            label={text.confirmPasswordLabel}
            autoComplete="new-password"
          />
          <FormSubmit failure={failure} busy={busy} label={text.next} />
        </FormStack>
      </Formik>
      <TextLink to={paths.login}>{text.loginLink}</TextLink>
      <SpinnerOverlay visible={busy} />
    </AuthLayout>
  );
}
