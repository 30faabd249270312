import { AuthLayout, TextLink } from '@sika/ui';

export function NotFound() {
  return (
    <AuthLayout>
      <h1>Page not found</h1>
      <p>This address does not lead anywhere in the vendor portal.</p>
      <TextLink to="/">Go to login</TextLink>
    </AuthLayout>
  );
}
