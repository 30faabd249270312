import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** While busy the button is announced as busy and cannot be pressed twice. */
  busy?: boolean;
  variant?: 'primary' | 'secondary';
};

export function Button({
  busy = false,
  variant = 'primary',
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton {...rest} type={type} $variant={variant} disabled={disabled || busy} aria-busy={busy || undefined}>
      {children}
    </StyledButton>
  );
}

const StyledButton = styled.button<{ $variant: 'primary' | 'secondary' }>`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  font: inherit;
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.onPrimary : theme.colors.primary)};
  background: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.primary : theme.colors.surface)};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.primaryHover : theme.colors.background)};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;
