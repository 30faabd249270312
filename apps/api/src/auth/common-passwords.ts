// New passwords are judged by the one rule of @sika/domain (passwords.ts: blank, repeated,
// sequential, words of the vendor's e-mail or the brand), plus the most common and breached
// passwords (OWASP ASVS 2.1.7, NIST SP 800-63B 5.1.1.2): they are what credential stuffing and
// guessing try first, whatever their length. The list is the one zxcvbn-ts ships
// (@zxcvbn-ts/language-common: about 49,000 passwords ranked from public breach corpora,
// lower-cased), so keeping it current is an ordinary dependency update. Only entries the
// contract's 8-character minimum lets through are kept (about 18,000 strings, ~1 MB in memory).
// The list lives here, not in the forms: a phone would download ~150 kB for it.
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from '@sika/domain';
import { HttpError } from '../http/errors.ts';

/** The contract's Password.minLength: shorter ones never get this far. */
const MIN_LENGTH = 8;

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].filter((entry) => entry.length >= MIN_LENGTH));
  return common;
}

/** True for a password on the list, compared case-insensitively and without surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * Throws the 400 that says why a new password is too easy to guess, naming the field it came in
 * (`password`), with the forms' own sentence. `emails` are the vendor's addresses (words from them
 * are refused).
 */
export function refuseWeakPassword(
  password: string,
  emails: ReadonlyArray<string | undefined>,
  field = 'password',
): void {
  const problem = passwordProblem(password, { emails, isCommon: isCommonPassword });
  if (problem) throw new HttpError(400, 'BAD_INPUT', problem, { [field]: problem });
}
