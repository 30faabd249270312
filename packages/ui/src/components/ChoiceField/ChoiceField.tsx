import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { useFieldError } from '../FormField/index.ts';

/** A required choice of a few, as radio buttons (each a 44 px target) in a fieldset named by its legend. */
export function ChoiceField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const [field, meta, helpers] = useField<string>(name);
  const error = useFieldError(name, meta);
  const id = useId();
  return (
    <Choices aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => void helpers.setValue(option.value)}
            onBlur={field.onBlur}
          />
          {option.label}
        </label>
      ))}
      {error && <ChoiceError id={`${id}-error`}>{error}</ChoiceError>}
    </Choices>
  );
}

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.sizes.minTarget};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ChoiceError = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
