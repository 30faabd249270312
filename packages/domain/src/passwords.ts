// Which new passwords are too easy to guess (NIST SP 800-63B, memorized secret verifiers): blank
// ones, repeated and sequential characters (also a long run padded with a few others), words from
// the vendor's own e-mail address, business name, MoMo name or the brand, a common word with digits,
// symbols or look-alike characters added ('Password1!', 'Accra2026!', 'P@ssw0rd'), and passwords on
// the lists of leaked ones. One rule for every form that sets a password and for the api, so both
// say the same sentence.
//
// The leaked-password list (~49,000 entries, ~1.7 MB in memory) is passed in by the caller rather
// than bundled here: the api holds it, a phone would pay ~150 kB to download it. A form therefore
// catches every other reason as the vendor types (a decorated word only when it is one of the local
// words below), and the api's 400 names the field with this same sentence.

/** Why a password is refused, in the order they are checked. */
export type PasswordWeakness = 'blank' | 'repeated' | 'sequential' | 'personal' | 'common' | 'decorated';

export const passwordWeaknessMessages: Record<PasswordWeakness, string> = {
  blank: 'Choose a password that is harder to guess: it must not be only spaces.',
  repeated: "Choose a password that is harder to guess: it must not repeat the same characters, like 'aaaaaaaa'.",
  sequential: "Choose a password that is harder to guess: it must not be a sequence, like 'abcdefgh' or '12345678'.",
  personal:
    'Choose a password that is harder to guess: it must not contain words from your e-mail address, business name, MoMo name or Sika.',
  common:
    'Choose a password that is harder to guess: it must not be one of the common passwords on leaked lists that attackers try first.',
  decorated:
    "Choose a password that is harder to guess: it must not be a common word with digits or symbols added, like 'Password1!' or 'Accra2026!'.",
};

export interface PasswordContext {
  /** The vendor's e-mail address(es): words from them are refused. */
  emails?: ReadonlyArray<string | undefined>;
  /** The vendor's business name and MoMo name: words from them are refused too. */
  names?: ReadonlyArray<string | undefined>;
  /** True for a password on the leaked-password list (the api's; forms leave it out). */
  isCommon?: (password: string) => boolean;
}

/** The brand: the first word anyone guessing at a Sika vendor's password tries. */
const BRAND = 'sika';
/**
 * Words anyone guessing at a Ghanaian vendor's password tries next, whether or not a leaked list
 * holds them: the country, its big cities, its money and mobile money. Refused as the whole password
 * once digits and symbols are taken off its ends ('Accra2026!'); inside a longer phrase they are fine.
 */
const LOCAL_WORDS: ReadonlySet<string> = new Set([
  'ghana',
  'accra',
  'kumasi',
  'tamale',
  'takoradi',
  'tema',
  'cedi',
  'cedis',
  'momo',
  'mobilemoney',
  'blackstars',
]);
/** Words shorter than this in an e-mail address are too common to refuse (e.g. "ama", "gh"). */
const MIN_WORD = 4;
/** The longest unit whose repetition reads as repeated characters ('abababab', 'abcabcab'). */
const MAX_REPEATED_UNIT = 3;
/** A sequence is made of runs at least this long ('1234abcd' is two). */
const MIN_RUN = 3;
/** A unit repeated this many times in a row is one run ('zzz', 'ababab'). */
const MIN_REPEATS = 3;
/**
 * What is left of a password once every repeated run is cut to one unit must be at least this long:
 * the contract's shortest password. 'zzzzzzzzzzzzzzzz1' leaves 'z1'.
 */
const MIN_LEFT = 8;
/** Look-alike characters read back as the letters they stand for ('P@ssw0rd', '5ika'). */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};

function isRepeated(password: string): boolean {
  for (let size = 1; size <= MAX_REPEATED_UNIT && size * 2 <= password.length; size += 1) {
    const unit = password.slice(0, size);
    if (unit.repeat(Math.ceil(password.length / size)).startsWith(password)) return true;
  }
  return false;
}

/** Mostly one unit repeated: too little is left once its runs are cut ('zzzzzzzzzzzzzzzz1', 'xyzxyzxyzxyz!'). */
function isMostlyRepeated(password: string): boolean {
  const runs = new RegExp(`(.{1,${MAX_REPEATED_UNIT}}?)\\1{${MIN_REPEATS - 1},}`, 'gsu');
  return Array.from(password.replace(runs, '$1')).length < MIN_LEFT;
}

/**
 * The words under the decoration: digits and symbols off the end (and off the start), look-alikes
 * read as letters ('1' both as i and as l), and what is still not a letter off both ends again.
 */
function undecorated(password: string): string[] {
  const ends = /^[^\p{L}]+|[^\p{L}]+$/gu;
  const right = password.replace(/[^\p{L}]+$/u, '');
  const cores = [right, right.replace(ends, '')];
  const read = (core: string, one: string) => Array.from(core, (c) => (c === '1' ? one : (LEET[c] ?? c))).join('');
  const words = cores.flatMap((core) => [core, read(core, 'i'), read(core, 'l')]).map((word) => word.replace(ends, ''));
  return [...new Set(words)].filter((word) => word !== '' && word !== password);
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

/** The words of a name ('Adom Fashions', 'Kofi Mensah'): each word, and the whole without spaces or signs. */
function wordsOfName(name: string): string[] {
  const lowered = name.trim().toLowerCase();
  const words = [lowered.replace(/[^\p{L}\p{N}]+/gu, ''), ...lowered.split(/[^\p{L}\p{N}]+/u)];
  return words.filter((word) => word.length >= MIN_WORD);
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
  if (isRepeated(plain) || isMostlyRepeated(plain)) return 'repeated';
  if (isSequential(plain)) return 'sequential';
  const words = [
    BRAND,
    ...(context.emails ?? []).flatMap((email) => (email ? wordsOf(email) : [])),
    ...(context.names ?? []).flatMap((name) => (name ? wordsOfName(name) : [])),
  ];
  if (words.some((word) => plain.includes(word))) return 'personal';
  if (context.isCommon?.(password)) return 'common';
  if (LOCAL_WORDS.has(plain)) return 'decorated';
  if (undecorated(plain).some((word) => LOCAL_WORDS.has(word) || context.isCommon?.(word))) return 'decorated';
  return undefined;
}

/** The sentence that says why the password is refused, or undefined when it is fine. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | undefined {
  const weakness = passwordWeakness(password, context);
  return weakness && passwordWeaknessMessages[weakness];
}
