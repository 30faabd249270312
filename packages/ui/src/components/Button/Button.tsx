import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styled from 'styled-components';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /**
   * While busy the button is announced as busy and unavailable, and presses (or Enter in the
   * form) do nothing. It stays focusable (aria-disabled, not disabled) so a keyboard user's focus
   * is not thrown to the page when a request starts.
   */
  busy?: boolean;
  variant?: 'primary' | 'secondary';
};

export function Button({
  busy = false,
  variant = 'primary',
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault(); // also stops the form's implicit submission
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      onClick={handleClick}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
    >
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
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme, $variant }) =>
      $variant === 'primary' ? theme.colors.primaryHover : theme.colors.background};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;
