// Building blocks shared by the form schemas.
import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { passwordProblem } from '../passwords.ts';

/** What a form holds before validation: any field may still be an empty string (the initial values). */
export type FormDraft<T> = { [K in keyof T]: T[K] | '' };

/** An empty or blank input means "no value", so `required` (not a type error) reports it. */
export function emptyToUndefined(value: unknown, originalValue: unknown): unknown {
  return typeof originalValue === 'string' && originalValue.trim() === '' ? undefined : value;
}

/**
 * Rule added on purpose (not in the spec): a new password has 8 to 128 characters.
 * An empty value passes, so `required` reports it where a password is required.
 */
export const passwordLengthTest = {
  name: 'passwordLength',
  message: messages.passwordLength,
  test: (value: string | undefined) =>
    !value || (value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH),
};

/**
 * A new password must not be easy to guess (passwords.ts: blank, repeated, sequential, words from
 * the sibling `email`, `BusinessName` and `momo_mobile_name` fields or the brand, a common word
 * dressed up); the sentence says why. An empty value passes, so `required` reports it. The
 * leaked-password list is the api's: its 400 says the same sentence.
 */
export const passwordStrengthTest = {
  name: 'passwordStrength',
  test(this: yup.TestContext, value: string | undefined) {
    if (!value) return true;
    const sibling = (name: string): string | undefined => {
      const field: unknown = this.parent?.[name];
      return typeof field === 'string' ? field : undefined;
    };
    const problem = passwordProblem(value, {
      emails: [sibling('email')],
      names: [sibling('BusinessName'), sibling('momo_mobile_name')],
    });
    return problem ? this.createError({ message: problem }) : true;
  },
};

/**
 * The confirmation of the sibling `password` field. Matching is a test rather than oneOf(ref) so an
 * empty confirmation reads "please confirm password" instead of "Passwords must match".
 */
export function confirmPasswordField(requiredMessage: string, mismatchMessage: string) {
  return yup
    .string()
    .required(requiredMessage)
    .test({
      name: 'passwordsMatch',
      message: mismatchMessage,
      test(value) {
        return !value || value === this.parent?.password;
      },
    });
}
