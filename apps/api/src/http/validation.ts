// Request validation, one ajv per part of the request (OWASP API3:2023, mass assignment):
// - bodies are JSON with real types: no coercion (`"true"` is not a boolean, `"5"` not a number)
//   and no silent removal of unknown fields (the contract's `additionalProperties: false` then
//   refuses them with a 400 naming the field, instead of dropping them unseen);
// - path and query parameters arrive as text, so there ajv coerces (`?limit=5` is the integer 5),
//   as Fastify's default compiler does.
// Both report every bad field at once (the portal shows them per field), not just the first.
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/** Fastify's defaults (@fastify/ajv-compiler), less what each part changes below. */
// allowUnionTypes: the contract says `type: [string, number]` on purpose (a form-encoded price is text,
// a JSON one a number); without it ajv's strict mode prints a warning for it at every start.
const COMMON: Options = { useDefaults: true, addUsedSchema: false, allErrors: true, allowUnionTypes: true };

function newAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...COMMON, ...options });
  addFormats.default(ajv);
  return ajv;
}

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * Node gives header names in lower case, while the contract names them as written
 * (`Idempotency-Key`). Fastify lower-cases a header schema only for its own compiler, not for one
 * set with setValidatorCompiler: without this, a header's schema would never meet its header.
 */
function withLowerCaseNames(schema: ObjectSchema): ObjectSchema {
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(Object.entries(schema.properties).map(([name, s]) => [name.toLowerCase(), s])),
    }),
    ...(schema.required && { required: schema.required.map((name) => name.toLowerCase()) }),
  };
}

export function contractValidatorCompiler(): FastifySchemaCompiler<object> {
  const body = newAjv({ coerceTypes: false, removeAdditional: false });
  const text = newAjv({ coerceTypes: 'array', removeAdditional: true });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? body : text;
    return ajv.compile(
      httpPart === 'headers' ? withLowerCaseNames(schema as ObjectSchema) : schema,
    ) as ValidateFunction;
  };
}
