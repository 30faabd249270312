// Turns ajv's validation errors into one readable sentence per field (a 400's `fields`), worded by
// the server-message catalogue of @sika/domain.
import { serverMessages } from '@sika/domain';
import { NO_CONTROL_PATTERN, NO_NUL_PATTERN, NOT_INVISIBLE_PATTERN } from './no-nul.ts';

export interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const sentences = serverMessages.fields;

/** One readable sentence per field, from ajv's errors; the first error of a field wins. */
export function validationFields(errors: readonly AjvError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // `required` and `additionalProperties` are reported on the object: name the property itself.
    const property =
      error.keyword === 'required'
        ? error.params.missingProperty
        : error.keyword === 'additionalProperties'
          ? error.params.additionalProperty
          : undefined;
    const name = property === undefined ? path : [path, String(property)].filter(Boolean).join('.');
    // hasOwn: a field called `constructor` or `toString` is a field like any other.
    if (name === '' || Object.hasOwn(fields, name)) continue;
    fields[name] = describe(error);
  }
  return fields;
}

function describe(error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return sentences.required;
    case 'additionalProperties':
      return sentences.unknownField;
    case 'format':
      return p.format === 'email' ? sentences.email : sentences.format(String(p.format));
    case 'minLength':
      return p.limit === 1 ? sentences.required : sentences.minLength(Number(p.limit));
    case 'maxLength':
      return sentences.maxLength(Number(p.limit));
    case 'minimum':
      return sentences.minimum(Number(p.limit));
    case 'maximum':
      return sentences.maximum(Number(p.limit));
    case 'enum':
      return sentences.oneOf(p.allowedValues as unknown[]);
    case 'type':
      return sentences.type(String(p.type));
    case 'pattern':
      if (p.pattern === NO_NUL_PATTERN) return sentences.noNul;
      if (p.pattern === NO_CONTROL_PATTERN) return sentences.noControl;
      if (p.pattern === NOT_INVISIBLE_PATTERN) return sentences.invisibleOnly;
      break;
  }
  // Not worded in the catalogue: ajv's own sentence, capitalised.
  return error.message ? `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.` : sentences.invalid;
}
