import { errorCodeOf, errorMessageOf, selectExpiredMessage, useLoginMutation } from '@sika/api-client';
import {
  inAppPath,
  loginCredentials,
  loginInitialValues,
  paths,
  type LoginValues,
  type ReturnToState,
  loginMessages,
} from '@sika/domain';
import { Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, FormStack, FormSubmit, SpinnerOverlay, TextField, TextLink } from '../../components/index.ts';
import { lazySchema } from '../../hooks/lazySchema.ts';
import { useSubmit } from '../../hooks/useSubmit.ts';
import { whenIdle } from '../../hooks/whenIdle.ts';
import { MarketingCopy } from './parts/MarketingCopy.tsx';

const text = loginMessages;

// The form's yup schema (and yup, ~13 kB gzip) is not part of the first page most vendors load: it
// is fetched once the page is idle, long before a field is left or the form is sent.
const loginSchema = lazySchema(async () => (await import('@sika/domain/schemas/login')).loginSchema);

/**
 * Login (route /), by e-mail address or phone number (docs/product.md, Login). On success the api-client keeps the session (docs/product.md, Sessions and
 * storage keys) and the vendor goes to the dashboard, or back to the in-app page that sent them
 * here; on failure the red message follows docs/product.md, Error messages: msg, message, the
 * error's text, fallback. What was typed stays in the form.
 */
export function Login({ footerYear }: { footerYear?: number }) {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const expiredMessage = useSelector(selectExpiredMessage);
  useEffect(() => whenIdle(() => loginSchema.preload()), []);
  // Too many failed logins: the server's message says how long; the reset is offered beside it.
  const [locked, setLocked] = useState(false);
  const { submit, busy, failure } = useSubmit({
    send: (values: LoginValues) => login({ credentials: loginCredentials(values) }),
    onSuccess: () => navigate(inAppPath((state as ReturnToState | null)?.returnTo) ?? paths.dashboard),
    failure: (error) => {
      setLocked(errorCodeOf(error) === 'LOGIN_LOCKED');
      return errorMessageOf(error, text.failed);
    },
    // The one field is sent as `email` or `phone`: the server's sentence for either shows under it.
    fieldsFromServer: { email: 'emailOrPhone', phone: 'emailOrPhone', password: 'password' },
  });

  return (
    <AuthLayout heading={text.heading} title={text.submit} aside={<MarketingCopy />} footerYear={footerYear}>
      <Subheading>{text.subheading}</Subheading>
      {expiredMessage && !failure && <Notice role="status">{expiredMessage}</Notice>}
      <Formik initialValues={loginInitialValues} validationSchema={loginSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.heading}>
          {/* 'username': what a password manager fills beside the password, an address or a number alike. */}
          <TextField name="emailOrPhone" label={text.emailOrPhoneLabel} autoComplete="username" />
          <TextField name="password" type="password" label={text.passwordLabel} autoComplete="current-password" />
          <ForgotLink to={paths.forgotPassword}>{text.forgotPasswordLink}</ForgotLink>
          <FormSubmit failure={failure} busy={busy} label={text.submit}>
            {failure && locked && <TextLink to={paths.forgotPassword}>{text.lockedResetLink}</TextLink>}
          </FormSubmit>
        </FormStack>
      </Formik>
      <TextLink to={paths.signupOne}>{text.signupLink}</TextLink>
      <SpinnerOverlay visible={busy} />
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
