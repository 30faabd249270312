import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLogo } from '../BrandLogo/index.ts';
import { Footer } from '../Footer/index.ts';
import { PageHeading } from '../PageHeading/index.ts';

type AuthLayoutProps = {
  /** The page's h1, first in the card; also the document's title unless `title` is given. */
  heading?: string;
  title?: string;
  children: ReactNode;
  /** Shown beside the card on wide screens and below it on phones. */
  aside?: ReactNode;
  footerYear?: number;
};

/** The frame of the pages before the dashboard: brand, one card, optional aside, footer. */
export function AuthLayout({ heading, title, children, aside, footerYear }: AuthLayoutProps) {
  return (
    <Page>
      <Header>
        <BrandLogo />
      </Header>
      <Main>
        <Card>
          {heading && (
            <>
              <title>{title ?? heading}</title>
              <PageHeading>{heading}</PageHeading>
            </>
          )}
          {children}
        </Card>
        {aside && <Aside>{aside}</Aside>}
      </Main>
      <Footer year={footerYear} />
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Header = styled.header`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    grid-template-columns: minmax(0, 440px) minmax(0, 1fr);
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
