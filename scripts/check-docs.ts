// Part of `pnpm lint`: the claims in the docs that a command can check stay true.
// - docs/product.md, The calls the portal makes: one row per operation of the contract
//   (packages/api-client/openapi.yaml), and no row naming a call the contract does not have.
// - docs/operations.md: every environment variable the api reads (apps/api/src/config.ts) has a row
//   in its tables, and every row names a variable the api reads.
// - README.md: every script of the root package.json run with an older Node stops with one line
//   (it starts with scripts/require-node.mjs, or with a script that does).
// Prints each difference and fails; fix the doc (or the code) so both say the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { VARIABLE_NAMES } from '../apps/api/src/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const problems: string[] = [];

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** `METHOD /path` of every operation in the contract. */
function contractCalls(): Set<string> {
  const contract = parse(read('packages/api-client/openapi.yaml')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const calls = new Set<string>();
  for (const [route, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) if (item[method]) calls.add(`${method.toUpperCase()} ${route}`);
  }
  return calls;
}

/** The section of a markdown file under one heading, up to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.replace(/^#+\s*/, '') === heading && line.startsWith('#'));
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const level = lines[start]!.match(/^#+/)![0].length;
  const end = lines.findIndex(
    (line, index) => index > start && /^#+\s/.test(line) && line.match(/^#+/)![0].length <= level,
  );
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

// Each row's first cell names one or more calls: `GET /api/push/key`, `PUT /api/push/subscription`.
const documented = new Set<string>();
for (const row of section(read('docs/product.md'), 'The calls the portal makes').split('\n')) {
  const first = row.startsWith('|') ? row.split('|')[1]! : '';
  for (const [, method, route] of first.matchAll(/`(GET|PUT|POST|PATCH|DELETE) (\/api\/[^`\s]+)`/g)) {
    documented.add(`${method} ${route}`);
  }
}
const calls = contractCalls();
for (const call of calls)
  if (!documented.has(call)) problems.push(`docs/product.md, The calls the portal makes: no row for ${call}`);
for (const call of documented)
  if (!calls.has(call)) problems.push(`docs/product.md, The calls the portal makes: ${call} is not in openapi.yaml`);

// The api reads exactly the variables its config table lists.
const read_ = new Set<string>(VARIABLE_NAMES);
const rows = new Set<string>();
for (const row of read('docs/operations.md').split('\n')) {
  if (!row.startsWith('| `')) continue;
  for (const [, name] of row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) rows.add(name!);
}
for (const name of read_)
  if (!rows.has(name)) problems.push(`docs/operations.md: no row for ${name}, which apps/api/src/config.ts reads`);
for (const name of rows)
  if (!read_.has(name))
    problems.push(`docs/operations.md: ${name} has a row but apps/api/src/config.ts never reads it`);

const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const guarded = (name: string, seen = new Set<string>()): boolean => {
  const command = scripts[name] ?? '';
  if (command.startsWith('node scripts/require-node.mjs')) return true;
  const first = command.match(/^pnpm (?:run )?([\w:-]+)/)?.[1];
  return first !== undefined && first in scripts && !seen.has(first) && guarded(first, seen.add(name));
};
// `prepare` is pnpm's own step of every install (it installs the commit-msg hook), not a command.
for (const name of Object.keys(scripts).filter((name) => name !== 'prepare')) {
  if (!guarded(name))
    problems.push(
      `package.json: "${name}" does not start with node scripts/require-node.mjs (README.md, Two commands)`,
    );
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(
  `docs agree: ${calls.size} calls with openapi.yaml, ${read_.size} variables with config.ts, ${Object.keys(scripts).length} scripts guarded`,
);
