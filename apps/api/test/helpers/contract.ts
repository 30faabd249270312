// The contract, loaded once, and a validator for responses against its schemas. OpenAPI 3.1
// schemas are JSON Schema 2020-12, hence Ajv2020; the whole document is registered so the
// contract's own $refs (#/components/...) resolve.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../../src/app.ts';

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  security: Array<Record<string, unknown>>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

export type Schema = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const DOC_ID = 'https://sika.test/openapi.json';

export const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as {
  security: Array<Record<string, unknown>>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, unknown> };
};

function deref<T>(node: T): T {
  const ref = (node as { $ref?: string }).$ref;
  if (!ref) return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], contract);
  return deref(target as T);
}

export const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => {
      const responses = Object.fromEntries(
        Object.entries(op.responses as Record<string, unknown>).map(([status, response]) => [status, deref(response)]),
      ) as Operation['responses'];
      return {
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path,
        security: (op.security as Operation['security'] | undefined) ?? contract.security,
        requestBody: op.requestBody as Operation['requestBody'],
        responses,
      };
    }),
);

export function operation(operationId: string): Operation {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in the contract`);
  return found;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
// Only the components are a schema; response schemas point into them with #/components/...
ajv.addSchema({ $id: DOC_ID, components: contract.components });

const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    // Point the contract's local refs into the registered components.
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${DOC_ID}#/`)) as Schema;
    validate = ajv.compile(rewritten);
    validators.set(key, validate);
  }
  return validate;
}

function explain(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`.trim());
}

/**
 * Problems of `body` against the operation's declared response for `status`: [] when it
 * matches, undefined when the contract declares no such status for the operation.
 */
export function responseErrors(operationId: string, status: number, body: unknown): string[] | undefined {
  const declared = operation(operationId).responses[String(status)];
  if (!declared) return undefined;
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return body === '' || body === undefined ? [] : ['a body where the contract declares none'];
  const validate = validatorFor(`${operationId} ${status}`, schema);
  return validate(body) ? [] : explain(validate);
}

export function errorBodyErrors(body: unknown): string[] {
  const validate = validatorFor('Error', contract.components.schemas.Error!);
  return validate(body) ? [] : explain(validate);
}
