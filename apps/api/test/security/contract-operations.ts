// The contract's operations as the security suites walk them: read from openapi.yaml itself, so a
// new operation is in every walk (and fails the matrix until it has a case). Schemas come out with
// their $refs resolved, ready for the bad-input generators.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
  [key: string]: unknown;
};

export type Security = 'bearer' | 'cookie' | 'public';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: string;
  /** As written in the contract, e.g. `/api/upload/{productKey}`. */
  path: string;
  security: Security;
  parameters: Parameter[];
  /** The JSON body's schema, resolved; undefined when the operation takes no JSON body. */
  jsonBody: JsonSchema | undefined;
  /** Every content type the body may come in. */
  bodyTypes: string[];
}

type Document = {
  security?: Array<Record<string, unknown>>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, JsonSchema> };
};

export const contractDocument = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Document;

/** A copy of `schema` with every `#/components/schemas/...` reference replaced by its target. */
export function resolve(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema)) return schema.map((item) => resolve(item as JsonSchema)) as unknown as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(contractDocument.components.schemas[name]!);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, resolve(value as JsonSchema)]),
  ) as JsonSchema;
}

function securityOf(operation: Record<string, unknown>): Security {
  const requirements = (operation.security as Array<Record<string, unknown>> | undefined) ?? contractDocument.security;
  const names = (requirements ?? []).flatMap((requirement) => Object.keys(requirement));
  if (names.includes('bearerAuth')) return 'bearer';
  if (names.includes('refreshCookie')) return 'cookie';
  return 'public';
}

export function contractOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(contractDocument.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      const json = content?.['application/json']?.schema;
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        security: securityOf(operation),
        parameters: ((operation.parameters as Parameter[] | undefined) ?? []).map((p) => ({
          ...p,
          required: p.required === true,
          schema: resolve(p.schema),
        })),
        jsonBody: json ? resolve(json) : undefined,
        bodyTypes: Object.keys(content ?? {}),
      });
    }
  }
  return operations;
}

/** Percent-encodes any text, lone surrogates included (as the UTF-8 of U+FFFD, like a browser). */
export function encodeText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The contract path with its parameters filled in (encoded). */
export function urlOf(operation: Operation, params: Record<string, string> = {}, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeText(params[name] ?? ''));
  return `${path}${query}`;
}

/**
 * Every row of every table of the public schema, in primary-key order, as one text: two equal
 * snapshots mean the database did not change. New tables are included by themselves. Throttle
 * counters are left out on purpose: counting rejected attempts is their job.
 */
const NOT_COMPARED = /^rate_limit/;

type Rows<T> = { rows: T[] };

export async function snapshot(db: Db): Promise<string> {
  const tables = (
    (await db.execute(sql`
      select c.relname as name,
        array_to_string(array(
          select quote_ident(a.attname) from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = c.oid and i.indisprimary order by a.attnum), ', ') as pk
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname`)) as unknown as Rows<{ name: string; pk: string }>
  ).rows;
  const parts: string[] = [];
  for (const { name, pk } of tables) {
    if (NOT_COMPARED.test(name)) continue;
    const order =
      pk === ''
        ? 't::text'
        : pk
            .split(', ')
            .map((column) => `t.${column}`)
            .join(', ');
    const rows = (
      (await db.execute(
        sql.raw(`select coalesce(json_agg(t order by ${order})::text, '[]') as rows from ${JSON.stringify(name)} t`),
      )) as unknown as Rows<{ rows: string }>
    ).rows;
    parts.push(`${name}: ${rows[0]!.rows}`);
  }
  return parts.join('\n');
}
