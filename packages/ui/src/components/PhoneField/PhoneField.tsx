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
 * network, that network is named (read out as it shows): a hint from the prefix only, never a rule,
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
      after={
        // Always there, so a screen reader hears the network when it appears.
        <Network id={networkId} aria-live="polite">
          {network ? messages.phones.networkHint(network) : null}
        </Network>
      }
    />
  );
}

const Network = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
