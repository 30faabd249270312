import type { Option } from '@sika/domain';
import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';

/**
 * A labelled Formik dropdown (the native select: the phone's own picker, no script to download).
 * The placeholder is the empty choice; the error shows once the field has been touched.
 */
export function SelectField({
  name,
  label,
  options,
  placeholder,
}: {
  name: string;
  label: string;
  options: readonly Option[];
  placeholder: string;
}) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        {...field}
        id={id}
        aria-invalid={showError}
        aria-describedby={showError ? `${id}-error` : undefined}
        $invalid={showError}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
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

const Select = styled.select<{ $invalid: boolean }>`
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
