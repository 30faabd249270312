import {
  errorMessageOf,
  selectVendor,
  startRegistration,
  useRegisterMutation,
  type AppDispatch,
} from '@sika/api-client';
import { messages, signupStepOneInitialValues, signupStepOneSchema, type SignupStepOneValues } from '@sika/domain';
import { Formik } from 'formik';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
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
import { AFTER_LOGIN_PATH } from '../Login/index.ts';

const text = messages.signupOne;

/**
 * Sign-up step one (route /signup-page-one). A vendor already stored goes to the dashboard. On
 * success the new session's token is kept (spec section 4), with vdmail and vid so the later steps
 * and /incomplete-reg find the record, and the vendor moves to step two. On failure the red message
 * follows section 8 for sign-up: msg, error, the error's text, 'Something went wrong!'.
 */
export function SignupStepOne({ footerYear }: { footerYear?: number }) {
  const storedVendor = useSelector(selectVendor);
  const [register, { isLoading }] = useRegisterMutation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  if (storedVendor) return <Navigate to={AFTER_LOGIN_PATH} replace />;

  async function submit({ email, password }: SignupStepOneValues) {
    setFailure(null);
    try {
      const registration = await register({ registration: { email, password } }).unwrap();
      dispatch(startRegistration(registration));
      navigate(`/signup-page-two/${registration.newVendor._id}`);
    } catch (error) {
      setFailure(errorMessageOf(error, text.failed, ['msg', 'error']));
    }
  }

  return (
    <AuthLayout footerYear={footerYear}>
      <title>{text.title}</title>
      <PageHeading>{text.title}</PageHeading>
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
          {failure && <ErrorText>{failure}</ErrorText>}
          <Button type="submit" busy={isLoading}>
            {text.next}
          </Button>
        </FormStack>
      </Formik>
      <TextLink to="/">{text.loginLink}</TextLink>
      <SpinnerOverlay visible={isLoading} />
    </AuthLayout>
  );
}
