import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { controlBox, FormField, useFieldError } from '../FormField/index.ts';

type TextFieldProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  hint?: string;
  /** Shown under the control, before the error (FormField's `after`); `describedBy` names it to the control. */
  after?: ReactNode;
  describedBy?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'>;

/** A labelled Formik text input in the FormField frame: its error shows once the field has been touched. */
export function TextField({ name, label, type = 'text', hint, after, describedBy, ...inputProps }: TextFieldProps) {
  const [field, meta] = useField(name);
  const error = useFieldError(name, meta);
  return (
    <FormField label={label} hint={hint} error={error} after={after} describedBy={describedBy}>
      {(control) => <Input {...field} {...inputProps} {...control} type={type} />}
    </FormField>
  );
}

const Input = styled.input`
  ${controlBox}
`;
