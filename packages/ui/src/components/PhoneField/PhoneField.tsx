import { ghanaNetworkHint, messages } from '@sika/domain';
import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { useFieldError } from '../FormField/index.ts';
import { TextField } from '../TextField/index.ts';

type PhoneFieldProps = {
  name: string;
  label: string;
  autoComplete?: 'tel' | 'off';
};

/**
 * A Ghana phone number in the TextField frame. Under the control, once the first digits belong to a
 * network, that network is named (read with the field): a hint from the prefix only, never a rule,
 * since numbers can move between networks. A refused number gets its message, which shows the
 * expected form.
 */
export function PhoneField({ name, label, autoComplete = 'tel' }: PhoneFieldProps) {
  const [{ value }, meta] = useField<string | undefined>(name);
  // While the field shows a message, that message alone says what to do.
  const network = useFieldError(name, meta) ? undefined : ghanaNetworkHint(value ?? '');
  const networkId = useId();
  return (
    <TextField
      name={name}
      label={label}
      type="tel"
      autoComplete={autoComplete}
      describedBy={network ? networkId : undefined}
      after={network ? <Network id={networkId}>{messages.phones.networkHint(network)}</Network> : null}
    />
  );
}

const Network = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
