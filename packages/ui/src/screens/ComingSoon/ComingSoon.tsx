import { messages, paths } from '@sika/domain';
import type { ReactNode } from 'react';
import { AuthLayout, PageHeading, TextLink } from '../../components/index.ts';

/** The honest placeholder for a route whose screen a later issue builds: it pretends nothing. */
export function ComingSoon({
  title,
  footerYear,
  children,
}: {
  title: string;
  footerYear?: number;
  children?: ReactNode;
}) {
  return (
    <AuthLayout footerYear={footerYear}>
      <title>{title}</title>
      <PageHeading>{title}</PageHeading>
      <p>{messages.generic.comingSoon}</p>
      {children ?? <TextLink to={paths.login}>{messages.generic.backToLogin}</TextLink>}
    </AuthLayout>
  );
}
