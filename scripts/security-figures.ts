// The figures of `pnpm test:security`, from what its suites counted (one JSON file per suite and
// database, in a folder of the run's own: apps/api/test/security/figures.ts): printed, and with
// --write put into docs/security.md between its figures markers. The limits printed beside them are
// the ones the suites assert (apps/api/test/security/limits.ts).
//   --new-run      prints a new run id and makes its folder (the start of a run: SIKA_FIGURES_RUN)
//   (no option)    prints the run SIKA_FIGURES_RUN names, else the latest run
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIGURES_ROOT, newRunId, runFolder } from '../apps/api/test/security/figures.ts';
import { HOSTILE_IMAGE_REFUSAL_MS } from '../apps/api/test/security/limits.ts';

const doc = path.join(import.meta.dirname, '..', 'docs', 'security.md');

if (process.argv.includes('--new-run')) {
  const runId = newRunId();
  mkdirSync(runFolder(runId), { recursive: true });
  console.log(runId);
  process.exit(0);
}

/** The run asked for, else the newest folder (run ids sort by their start time). */
const runs = existsSync(FIGURES_ROOT)
  ? readdirSync(FIGURES_ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
  : [];
const runId = process.env.SIKA_FIGURES_RUN || runs.at(-1);
const dir = runId ? runFolder(runId) : undefined;

type Counts = Record<string, number | string>;
const files = dir && existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
const counts = files.map((name) => JSON.parse(readFileSync(path.join(dir!, name), 'utf8')) as Counts);
const of = (suite: string) =>
  counts.filter((c) => c.suite === suite).sort((a, b) => String(a.driver).localeCompare(String(b.driver)));
const n = (value: unknown) => Number(value ?? 0).toLocaleString('en-GB');
const names: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const rows: string[] = [];
for (const c of of('matrix')) {
  rows.push(
    `| per-actor matrix | ${names[String(c.driver)]} | ${n(c.operations)} operations (${n(c.secured)} secured) x ${n(c.actors)} actors: ${n(c.cases)} cases, ${n(c.requests)} requests sent and checked |`,
  );
}
for (const c of of('bad-input')) {
  rows.push(
    `| bad input | ${names[String(c.driver)]} | ${n(c.inputs)} inputs over ${n(c.operations)} operations (${n(c.refusedByContract)} refused by the contract, ${n(c.acceptedByContract)} taken by it); ${n(c.refused)} answered 4xx; **${n(c.serverErrors)} 5xx** |`,
  );
}
for (const c of of('kill-9')) {
  rows.push(
    `| kill -9 during ${n(c.writes)} writes | ${names[String(c.driver)]} | ${n(c.acknowledged)} acknowledged, ${n(c.cutOff)} cut off, ${n(c.present)} present after the restart; **${n(c.lost)} acknowledged writes lost** |`,
  );
}
for (const c of of('uploads')) {
  rows.push(
    `| hostile images | ${names[String(c.driver)]} | ${n(c.refused)} refused, the slowest in ${n(c.slowestRefusalMs)} ms (limit ${n(HOSTILE_IMAGE_REFUSAL_MS)} ms) |`,
  );
}

for (const c of of('push-endpoints')) {
  rows.push(
    `| push endpoints | ${names[String(c.driver)]} | ${n(c.endpointsRefused)} endpoints refused (400 naming it, nothing kept); ${n(c.addressesRefused)} addresses refused by the address rule |`,
  );
}
for (const c of of('xff')) {
  rows.push(
    `| forged X-Forwarded-For | ${names[String(c.driver)]} | ${n(c.setups)} proxy set-ups, ${n(c.requests)} logins with a forged address: each client still one address, throttled at its limit |`,
  );
}

const table = ['| suite | database | figures |', '| --- | --- | --- |', ...rows].join('\n');
console.log(`\n== security figures of run ${runId ?? '(none)'} (${dir ?? FIGURES_ROOT})\n`);
console.log(rows.length > 0 ? table : 'No figures: run the security suites first.');

if (process.argv.includes('--write')) {
  if (rows.length === 0) throw new Error('no figures to write');
  const text = readFileSync(doc, 'utf8');
  const start = '<!-- figures:start -->';
  const end = '<!-- figures:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${doc} has no ${start} ... ${end} block`);
  const day = new Date().toISOString().slice(0, 10);
  const block = `${start}\n\nThe last run (${day}), as \`pnpm test:security\` printed it:\n\n${table}\n\n`;
  writeFileSync(doc, text.slice(0, from) + block + text.slice(to));
  console.log(`\nwritten into ${path.relative(process.cwd(), doc)}`);
}
