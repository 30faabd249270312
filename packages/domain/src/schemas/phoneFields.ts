// The phone fields' rules, apart from shared.ts: only the forms with a phone load the phone
// parser (libphonenumber-js and Ghana's numbering plan), not every form that shares a password rule.
import * as yup from 'yup';
import { messages } from '../messages.ts';
import { ghanaPhoneE164, sameGhanaPhone, type GhanaPhoneKind } from '../phones.ts';

/**
 * A Ghana phone number of `kind` (phones.ts), in any of the accepted ways of writing it; anything
 * else reads `message`, which shows the expected form. An empty value passes, so `required` reports it.
 */
export function ghanaPhoneTest(kind: GhanaPhoneKind, message: string) {
  return {
    name: kind === 'mobile' ? 'ghanaMobile' : 'ghanaPhone',
    message,
    test: (value: string | undefined) => !value?.trim() || ghanaPhoneE164(value, kind) !== undefined,
  };
}

/**
 * The MoMo number typed a second time, which must be the same number as the sibling field `of`
 * (however each is written): a typo would send payouts astray.
 */
export function confirmMomoField(of: string) {
  return yup
    .string()
    .required(messages.phones.confirmRequired)
    .test({
      name: 'momoNumbersMatch',
      message: messages.phones.mismatch,
      test(value) {
        const first: unknown = this.parent?.[of];
        return !value || (typeof first === 'string' && sameGhanaPhone(value, first));
      },
    });
}
