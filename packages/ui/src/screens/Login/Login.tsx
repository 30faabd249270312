import {
  errorMessageOf,
  selectExpiredMessage,
  startSession,
  useLoginMutation,
  type AppDispatch,
} from '@sika/api-client';
import { loginInitialValues, loginSchema, messages, type LoginValues } from '@sika/domain';
import { Formik } from 'formik';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
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
import { MarketingCopy } from './parts/MarketingCopy.tsx';

const text = messages.login;

/** Where a successful login lands (spec section 2, Login). */
export const AFTER_LOGIN_PATH = '/vendor-main-page';

/**
 * Login (route /). On success the session is stored (spec section 4) and the vendor goes to the
 * dashboard; on failure the red message follows section 8: msg, message, the error's text, fallback.
 * What was typed stays in the form.
 */
export function Login({ footerYear }: { footerYear?: number }) {
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const expiredMessage = useSelector(selectExpiredMessage);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: LoginValues) {
    setFailure(null);
    try {
      const session = await login({ credentials: values }).unwrap();
      dispatch(startSession(session));
      navigate(AFTER_LOGIN_PATH);
    } catch (error) {
      setFailure(errorMessageOf(error, text.failed));
    }
  }

  return (
    <AuthLayout aside={<MarketingCopy />} footerYear={footerYear}>
      <title>{text.submit}</title>
      <PageHeading>{text.heading}</PageHeading>
      <Subheading>{text.subheading}</Subheading>
      {expiredMessage && !failure && <Notice role="status">{expiredMessage}</Notice>}
      <Formik initialValues={loginInitialValues} validationSchema={loginSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.heading}>
          <TextField name="email" type="email" label={text.emailLabel} autoComplete="email" inputMode="email" />
          <TextField name="password" type="password" label={text.passwordLabel} autoComplete="current-password" />
          <ForgotLink to="/forgot-password">{text.forgotPasswordLink}</ForgotLink>
          {failure && <ErrorText>{failure}</ErrorText>}
          <Button type="submit" busy={isLoading}>
            {text.submit}
          </Button>
        </FormStack>
      </Formik>
      <TextLink to="/signup-page-one">{text.signupLink}</TextLink>
      <SpinnerOverlay visible={isLoading} />
    </AuthLayout>
  );
}

const Subheading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
`;

const ForgotLink = styled(TextLink)`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
