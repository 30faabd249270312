import { errorMessageOf, isKnownReady, selectVendor, selectVendorEmail, useRegisterMutation } from '@sika/api-client';
import {
  paths,
  SIGNUP_STEP_COUNT,
  signupResumePath,
  signupStepOneInitialValues,
  signupStepOneSchema,
  type SignupStepOneValues,
  signupOneMessages,
} from '@sika/domain';
import { Formik } from 'formik';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  AuthLayout,
  FormStack,
  FormSubmit,
  SpinnerOverlay,
  StepIndicator,
  TextField,
  TextLink,
} from '../../components/index.ts';
import { sameNames, useSubmit } from '../../hooks/useSubmit.ts';

const text = signupOneMessages;

/**
 * Sign-up step one (route /signup-page-one). A vendor already stored, registered and verified goes to
 * the dashboard; one still waiting or unfinished may start again here (another e-mail). On
 * success the api-client keeps the new session and the vendor moves to step two; the e-mail and
 * password of an unfinished sign-up continue it at its first unfinished step instead
 * (docs/product.md, Sign-up). A vendor who came back from step two finds the e-mail filled in. On
 * failure the red message follows docs/product.md, Error messages for sign-up: msg, error, the
 * error's text, 'Something went wrong!'; a taken e-mail's wrong password is said under Password.
 */
export function SignupStepOne({ footerYear }: { footerYear?: number }) {
  const ready = isKnownReady(useSelector(selectVendor));
  // Kept by step one's last success (vdmail): the vendor came back with Back.
  const signedUpEmail = useSelector(selectVendorEmail);
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const { submit, busy, failure } = useSubmit({
    send: ({ email, password }: SignupStepOneValues) => register({ registration: { email, password } }),
    onSuccess: ({ newVendor }) => navigate(signupResumePath(newVendor)),
    failure: (error) => errorMessageOf(error, text.failed, ['msg', 'error']),
    fieldsFromServer: sameNames('email', 'password'),
  });

  if (ready) return <Navigate to={paths.dashboard} replace />;

  return (
    <AuthLayout heading={text.title} footerYear={footerYear}>
      <StepIndicator step={1} count={SIGNUP_STEP_COUNT} />
      <Formik
        initialValues={{ ...signupStepOneInitialValues, email: signedUpEmail ?? '' }}
        validationSchema={signupStepOneSchema}
        onSubmit={submit}
      >
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
