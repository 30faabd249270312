import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import styled from 'styled-components';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /**
   * While busy the button is announced as busy and unavailable, and presses (or Enter in the
   * form) do nothing. It stays focusable (aria-disabled, not disabled) so a keyboard user's focus
   * is not thrown to the page when a request starts.
   */
  busy?: boolean;
  /** primary: filled; secondary: outlined; text: a link's weight, for an action that must not stand out. */
  variant?: Variant;
  /** A destructive action (delete): drawn in the danger colour instead of the brand's. */
  danger?: boolean;
  /** The button element, for a screen that moves focus to it. */
  ref?: Ref<HTMLButtonElement>;
};

type Variant = 'primary' | 'secondary' | 'text';

export function Button({
  busy = false,
  variant = 'primary',
  danger = false,
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
      $danger={danger}
      onClick={handleClick}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
    >
      {children}
    </StyledButton>
  );
}

const StyledButton = styled.button<{ $variant: Variant; $danger: boolean }>`
  --tone: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  --tone-hover: ${({ theme, $danger }) => ($danger ? theme.colors.dangerHover : theme.colors.primaryHover)};
  --on-tone: ${({ theme, $danger }) => ($danger ? theme.colors.onDanger : theme.colors.onPrimary)};
  min-width: ${({ theme }) => theme.sizes.minTarget};
  min-height: ${({ theme }) => theme.sizes.minTarget};
  padding: ${({ theme, $variant }) => ($variant === 'text' ? `0 ${theme.space.xs}` : `${theme.space.sm} ${theme.space.lg}`)};
  font: inherit;
  font-weight: ${({ $variant }) => ($variant === 'text' ? 600 : 700)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 2px solid ${({ $variant }) => ($variant === 'text' ? 'transparent' : 'var(--tone)')};
  color: ${({ $variant }) => ($variant === 'primary' ? 'var(--on-tone)' : 'var(--tone)')};
  background: ${({ theme, $variant }) =>
    $variant === 'primary' ? 'var(--tone)' : $variant === 'secondary' ? theme.colors.surface : 'transparent'};
  ${({ $variant }) => ($variant === 'text' ? 'text-decoration: underline; text-underline-offset: 3px;' : '')}
  cursor: pointer;
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme, $variant }) =>
      $variant === 'primary'
        ? 'var(--tone-hover)'
        : $variant === 'secondary'
          ? theme.colors.background
          : 'transparent'};
    ${({ $variant }) => ($variant === 'text' ? 'color: var(--tone-hover);' : '')}
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;
