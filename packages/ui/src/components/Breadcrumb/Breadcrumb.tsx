import styled from 'styled-components';
import { TextLink } from '../TextLink/index.ts';

type Crumb = { label: string; to: string };

type BreadcrumbProps = {
  /** The pages above this one, outermost first; each a link. */
  trail: readonly Crumb[];
  /** This page: plain text, marked as the current page. */
  current: string;
  /** The navigation landmark's accessible name. */
  label?: string;
};

/** 'Home / Forgot Password': where this page sits, as a navigation landmark. */
export function Breadcrumb({ trail, current, label = 'Breadcrumb' }: BreadcrumbProps) {
  return (
    <nav aria-label={label}>
      <List>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <TextLink to={crumb.to}>{crumb.label}</TextLink>
            <Separator aria-hidden="true"> / </Separator>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </List>
    </nav>
  );
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center; /* the links are touch-target tall; the current page's name sits level with them */
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Separator = styled.span`
  white-space: pre;
`;
