import { messages } from '@sika/domain';
import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

const text = messages.addProduct;

/**
 * A labelled Formik text area with a visible character counter ('37/100'). The input stops at
 * `maxLength`; the counter and the characters left are tied to it by aria-describedby. Like
 * TextField, the error shows only once the field has been touched.
 */
export function TextAreaField({ name, label, maxLength }: { name: string; label: string; maxLength: number }) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const used = (field.value ?? '').length;
  const showError = Boolean(meta.touched && meta.error);
  const describedBy = [`${id}-count`, showError ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Area
        {...field}
        id={id}
        rows={3}
        maxLength={maxLength}
        aria-invalid={showError}
        aria-describedby={describedBy}
        $invalid={showError}
      />
      <Counter id={`${id}-count`} $full={used >= maxLength}>
        <span aria-hidden="true">{text.characterCount(used, maxLength)}</span>
        <VisuallyHidden>{text.charactersLeft(Math.max(0, maxLength - used))}</VisuallyHidden>
      </Counter>
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

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 88px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: inherit;
  resize: vertical;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Counter = styled.span<{ $full: boolean }>`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $full }) => ($full ? theme.colors.error : theme.colors.mutedText)};
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
