import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

type DialogPasswordProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it (said under the field and tied to it); null while nothing is. */
  error: string | null;
  /** Enter in the field confirms, as the dialog's button does. */
  onSubmit: (event: FormEvent) => void;
};

/**
 * A DialogPassword's state: what is typed and what is wrong with it (cleared as the person types).
 * `field` goes to the component; `reset` empties both when the dialog closes.
 */
export function useDialogPassword() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    password,
    setError,
    reset: () => {
      setPassword('');
      setError(null);
    },
    field: {
      value: password,
      error,
      onChange: (typed: string) => {
        setPassword(typed);
        setError(null);
      },
    },
  };
}

/**
 * The current password a ConfirmDialog asks for before something that cannot be undone (deleting
 * the account, handing the shop over): its `fields`. Enter confirms; the error is tied to the field.
 */
export function DialogPassword({ label, value, onChange, error, onSubmit }: DialogPasswordProps) {
  const id = useId();
  return (
    <PasswordForm onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-password`}>{label}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </PasswordForm>
  );
}

const PasswordForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  label {
    font-weight: 600;
  }
  input {
    min-height: ${({ theme }) => theme.sizes.minTarget};
    width: 100%;
    padding: 0 ${({ theme }) => theme.space.md};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
