// Which new passwords are too easy to guess (NIST SP 800-63B, memorized secret verifiers): blank
// ones, repeated and sequential characters, words from the vendor's own e-mail address or the
// brand, and passwords on the lists of leaked ones. One rule for every form that sets a password
// and for the api, so both say the same sentence.
//
// The leaked-password list (~18,000 entries, ~1 MB) is passed in by the caller rather than bundled
// here: the api holds it, a phone would pay ~150 kB to download it. A form therefore catches every
// other reason as the vendor types, and the api's 400 names the field with this same sentence.

/** Why a password is refused, in the order they are checked. */
export type PasswordWeakness = 'blank' | 'repeated' | 'sequential' | 'personal' | 'common';

export const passwordWeaknessMessages: Record<PasswordWeakness, string> = {
  blank: 'Choose a password that is harder to guess: it must not be only spaces.',
  repeated: "Choose a password that is harder to guess: it must not repeat the same characters, like 'aaaaaaaa'.",
  sequential: "Choose a password that is harder to guess: it must not be a sequence, like 'abcdefgh' or '12345678'.",
  personal: 'Choose a password that is harder to guess: it must not contain words from your e-mail address or Sika.',
  common:
    'Choose a password that is harder to guess: it must not be one of the common passwords on leaked lists that attackers try first.',
};

export interface PasswordContext {
  /** The vendor's e-mail address(es): words from them are refused. */
  emails?: ReadonlyArray<string | undefined>;
  /** True for a password on the leaked-password list (the api's; forms leave it out). */
  isCommon?: (password: string) => boolean;
}

/** The brand: the first word anyone guessing at a Sika vendor's password tries. */
const BRAND = 'sika';
/** Words shorter than this in an e-mail address are too common to refuse (e.g. "ama", "gh"). */
const MIN_WORD = 4;
/** The longest unit whose repetition reads as repeated characters ('abababab', 'abcabcab'). */
const MAX_REPEATED_UNIT = 3;
/** A sequence is made of runs at least this long ('1234abcd' is two). */
const MIN_RUN = 3;

function isRepeated(password: string): boolean {
  for (let size = 1; size <= MAX_REPEATED_UNIT && size * 2 <= password.length; size += 1) {
    const unit = password.slice(0, size);
    if (unit.repeat(Math.ceil(password.length / size)).startsWith(password)) return true;
  }
  return false;
}

/** Made only of runs of characters stepping by one up or down ('abcdefgh', '87654321', '1234abcd'). */
function isSequential(password: string): boolean {
  const codes = Array.from(password, (c) => c.codePointAt(0) ?? 0);
  let start = 0;
  while (start < codes.length) {
    const step = (codes[start + 1] ?? Number.NaN) - codes[start]!;
    if (step !== 1 && step !== -1) return false;
    let end = start + 1;
    while (end + 1 < codes.length && codes[end + 1]! - codes[end]! === step) end += 1;
    if (end - start + 1 < MIN_RUN) return false;
    start = end + 1;
  }
  return true;
}

/** The words of an e-mail address: its local part and each part of it, and the domain's names (not the ending). */
function wordsOf(email: string): string[] {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const labels = domain.split('.').slice(0, -1);
  const words = [local, ...local.split(/[^\p{L}\p{N}]+/u), ...labels, ...labels.flatMap((l) => l.split('-'))];
  return words.filter((word) => word.length >= MIN_WORD);
}

/** Why the password is too easy to guess, or undefined when it is fine. Length is checked elsewhere. */
export function passwordWeakness(password: string, context: PasswordContext = {}): PasswordWeakness | undefined {
  if (password.trim() === '') return 'blank';
  const plain = password.trim().toLowerCase();
  if (isRepeated(plain)) return 'repeated';
  if (isSequential(plain)) return 'sequential';
  const words = [BRAND, ...(context.emails ?? []).flatMap((email) => (email ? wordsOf(email) : []))];
  if (words.some((word) => plain.includes(word))) return 'personal';
  if (context.isCommon?.(password)) return 'common';
  return undefined;
}

/** The sentence that says why the password is refused, or undefined when it is fine. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | undefined {
  const weakness = passwordWeakness(password, context);
  return weakness && passwordWeaknessMessages[weakness];
}
