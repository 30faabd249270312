import type { Option } from '@sika/domain';
import { useField } from 'formik';
import styled from 'styled-components';
import { controlBox, FormField, useFieldError } from '../FormField/index.ts';

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
  const error = useFieldError(name, meta);
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Select {...field} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

const Select = styled.select`
  ${controlBox}
`;
