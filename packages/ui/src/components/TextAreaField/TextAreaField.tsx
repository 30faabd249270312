import { addProductMessages } from '@sika/domain';
import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { controlBox, FormField, useFieldError } from '../FormField/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

const text = addProductMessages;

/**
 * A labelled Formik text area with a visible character counter ('37/100'). The input stops at
 * `maxLength`; the counter and the characters left describe it. Like TextField, the error shows only
 * once the field has been touched.
 */
export function TextAreaField({ name, label, maxLength }: { name: string; label: string; maxLength: number }) {
  const [field, meta] = useField<string>(name);
  const error = useFieldError(name, meta);
  const id = useId();
  const used = (field.value ?? '').length;
  const counter = (
    <Counter id={`${id}-count`} $full={used >= maxLength}>
      <span aria-hidden="true">{text.characterCount(used, maxLength)}</span>
      <VisuallyHidden>{text.charactersLeft(Math.max(0, maxLength - used))}</VisuallyHidden>
    </Counter>
  );
  return (
    <FormField id={id} label={label} error={error} describedBy={`${id}-count`} after={counter}>
      {(control) => <Area {...field} {...control} rows={3} maxLength={maxLength} />}
    </FormField>
  );
}

const Area = styled.textarea`
  ${controlBox}
  min-height: 88px;
  resize: vertical;
`;

const Counter = styled.span<{ $full: boolean }>`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $full }) => ($full ? theme.colors.error : theme.colors.mutedText)};
`;
