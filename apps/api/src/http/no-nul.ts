// PostgreSQL refuses a NUL character in text, so one reaching the database would be a 500. One rule
// for every text of the contract instead of a check per route: when the contract is loaded, each
// string schema gets a pattern refusing NUL, and validation answers 400 naming the field.
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

type Node = Record<string, unknown>;

function isTextSchema(node: Node): boolean {
  const type = node.type;
  const isString = type === 'string' || (Array.isArray(type) && type.includes('string'));
  // Enums and constants already refuse anything else; binary is a file part, not text.
  return isString && node.enum === undefined && node.const === undefined && node.format !== 'binary';
}

function refuseNul(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(refuseNul);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Node = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, refuseNul(value)]));
  if (!isTextSchema(copy)) return copy;
  if (copy.pattern === undefined) return { ...copy, pattern: NO_NUL_PATTERN };
  return { ...copy, allOf: [...((copy.allOf as unknown[] | undefined) ?? []), { pattern: NO_NUL_PATTERN }] };
}

/** A copy of the contract document whose every text refuses NUL characters. */
export function withNulRefused<T extends object>(document: T): T {
  return refuseNul(document) as T;
}
