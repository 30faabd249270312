import { useField } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  hint?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'>;

/**
 * A labelled Formik field. Its error shows only once the field has been touched (spec section 5),
 * is tied to the input by aria-describedby, and marks the input invalid for screen readers.
 */
export function TextField({ name, label, type = 'text', hint, ...inputProps }: TextFieldProps) {
  const [field, meta] = useField(name);
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? `${id}-hint` : null, showError ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Input
        {...field}
        {...inputProps}
        id={id}
        type={type}
        aria-invalid={showError}
        aria-describedby={describedBy || undefined}
        $invalid={showError}
      />
      {showError && <FieldError id={`${id}-error`}>{meta.error}</FieldError>}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Input = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
