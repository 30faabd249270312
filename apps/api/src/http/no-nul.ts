// Rules for every text of the contract instead of a check per route: when the contract is loaded,
// each string schema gets patterns, and validation answers 400 naming the field.
// - NUL: PostgreSQL refuses it in text, so one reaching the database would be a 500.
// - Control characters (ESC, BEL, backspace...; tab and line breaks are text) and the bidirectional
//   overrides and isolates (U+202A-U+202E, U+2066-U+2069): they make a name or title show something
//   other than what is stored (a terminal escape in a log, a right-to-left override turning
//   "exe.txt" around in a list or an e-mail).
// - A text made only of invisible characters (zero-width spaces and joiners, with or without
//   spaces) is an empty name that looks filled in.
// Passwords are exempt from the last two: a password is never shown, and any character may be in it.
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
export const NO_CONTROL_PATTERN =
  '^[^\\u0001-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*$';
const INVISIBLE = '\\u200B-\\u200D\\u2060\\uFEFF';
export const NOT_INVISIBLE_PATTERN = `^(?![\\s${INVISIBLE}]*[${INVISIBLE}][\\s${INVISIBLE}]*$)`;

type Node = Record<string, unknown>;

function isTextSchema(node: Node): boolean {
  const type = node.type;
  const isString = type === 'string' || (Array.isArray(type) && type.includes('string'));
  // Enums and constants already refuse anything else; binary is a file part, not text.
  return isString && node.enum === undefined && node.const === undefined && node.format !== 'binary';
}

function withPatterns(node: Node, patterns: string[]): Node {
  const [first, ...rest] = node.pattern === undefined ? patterns : [undefined, ...patterns];
  const extra = rest.map((pattern) => ({ pattern }));
  return {
    ...node,
    ...(first === undefined ? {} : { pattern: first }),
    ...(extra.length > 0 ? { allOf: [...((node.allOf as unknown[] | undefined) ?? []), ...extra] } : {}),
  };
}

function refuse(node: unknown, secret: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => refuse(item, secret));
  if (typeof node !== 'object' || node === null) return node;
  // A property or schema named like a password (password, currentPassword, Password) is a secret
  // (not a path such as /api/vendor/reset-vendor-password/{token}, whose other texts are not).
  const copy: Node = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      refuse(value, secret || (/password/i.test(key) && !key.startsWith('/'))),
    ]),
  );
  if (!isTextSchema(copy)) return copy;
  return withPatterns(copy, secret ? [NO_NUL_PATTERN] : [NO_NUL_PATTERN, NO_CONTROL_PATTERN, NOT_INVISIBLE_PATTERN]);
}

/** A copy of the contract document whose every text follows the rules above. */
export function withNulRefused<T extends object>(document: T): T {
  return refuse(document, false) as T;
}
