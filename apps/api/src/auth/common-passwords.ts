// The most common and breached passwords are refused (OWASP ASVS 2.1.7, NIST SP 800-63B 5.1.1.2):
// they are what credential stuffing and guessing try first, whatever their length. The list is the
// one zxcvbn-ts ships (@zxcvbn-ts/language-common: about 49,000 passwords ranked from public breach
// corpora, lower-cased), so keeping it current is an ordinary dependency update. Only entries the
// contract's 8-character minimum lets through are kept (about 18,000 strings, ~1 MB in memory).
import { dictionary } from '@zxcvbn-ts/language-common';
import { serverMessages } from '@sika/domain';
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

/** Throws the 400 that says why, naming the field the password came in (`password`). */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new HttpError(400, 'BAD_INPUT', serverMessages.commonPassword, {
      [field]: serverMessages.fields.commonPassword,
    });
  }
}
