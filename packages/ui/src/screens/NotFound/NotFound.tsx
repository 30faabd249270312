import { messages, paths } from '@sika/domain';
import { AuthLayout, PageHeading, TextLink } from '../../components/index.ts';

const text = messages.notFound;

/** Any address outside the route table (docs/product.md, Screens). */
export function NotFound({ footerYear }: { footerYear?: number }) {
  return (
    <AuthLayout footerYear={footerYear}>
      <title>{text.heading}</title>
      <PageHeading>{text.heading}</PageHeading>
      <p>{text.body}</p>
      <TextLink to={paths.login}>{text.loginLink}</TextLink>
    </AuthLayout>
  );
}
