// New passwords are judged by the one rule of @sika/domain (passwords.ts: blank, repeated,
// sequential, words of the vendor's e-mail, names or the brand, a common word dressed up with
// digits and symbols), plus the most common and breached passwords (OWASP ASVS 2.1.7, NIST SP
// 800-63B 5.1.1.2): they are what credential stuffing and guessing try first, whatever their
// length. The list is the one zxcvbn-ts ships (@zxcvbn-ts/language-common: passwords ranked from
// public breach corpora, lower-cased), so keeping it current is an ordinary dependency update.
// Entries shorter than the contract's 8-character minimum are kept too, from 4 characters: they
// are the words under 'ghana123' or 'Password1!' once the rule takes the decoration off.
// The list lives here, not in the forms: a phone would download ~150 kB for it.
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem, type PasswordContext } from '@sika/domain';
import { HttpError } from '../http/errors.ts';

/** Shorter entries ('abc', '123') are too short to stand for a word under a decoration. */
const MIN_WORD_LENGTH = 4;

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].filter((entry) => entry.length >= MIN_WORD_LENGTH));
  return common;
}

/** True for a password (or word) on the list, compared case-insensitively and without surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * Throws the 400 that says why a new password is too easy to guess, naming the field it came in
 * (`password`), with the forms' own sentence. `emails` are the vendor's addresses and `names` its
 * business and MoMo names (words from them are refused).
 */
export function refuseWeakPassword(
  password: string,
  { emails = [], names = [] }: Pick<PasswordContext, 'emails' | 'names'>,
  field = 'password',
): void {
  const problem = passwordProblem(password, { emails, names, isCommon: isCommonPassword });
  if (problem) throw new HttpError(400, 'BAD_INPUT', problem, { [field]: problem });
}
