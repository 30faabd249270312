import { messages, paths } from '@sika/domain';
import { AuthLayout, TextLink } from '../../components/index.ts';

const text = messages.notFound;

/** Any address outside the route table (docs/product.md, Screens). */
export function NotFound({ footerYear }: { footerYear?: number }) {
  return (
    <AuthLayout heading={text.heading} footerYear={footerYear}>
      <p>{text.body}</p>
      <TextLink to={paths.login}>{text.loginLink}</TextLink>
    </AuthLayout>
  );
}
