// The contract (openapi.yaml) as the plugins read it: written once, read once per app.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { withStreamedMultipart } from '../http/multipart.ts';
import { withNulRefused } from '../http/no-nul.ts';

export const CONTRACT_PATH = fileURLToPath(import.meta.resolve('@sika/api-client/openapi.yaml'));

/** The contract as written: openapi.yaml. */
export type Contract = { info: { version: string }; paths: Record<string, object> };

export function readContract(): Contract {
  return parse(readFileSync(CONTRACT_PATH, 'utf8')) as Contract;
}

/** The contract as the server routes and validates it: every text refuses NUL (see http/no-nul.ts). */
export function servedContract(contract: object): object {
  return withStreamedMultipart(withNulRefused(structuredClone(contract)));
}
