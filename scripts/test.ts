// `pnpm test`: every check, as CI runs it (.ci/run), and at the end each step's time, so whoever
// runs it sees where the minutes go. Steps in one group run side by side (the machine has two
// cores; a group pairs a step that mostly waits with one that computes); their output is shown
// as each finishes, whole, so it does not interleave. The first failing group stops the run, and
// the last lines name the tests, stories and journeys that failed (scripts/failed-tests.ts), so the
// tail of a CI log says what failed. Arguments: none. `node scripts/test.ts --list` prints the steps without running them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedTestNames, flakyTestNames } from './failed-tests.ts';

type Step = { name: string; command: string };

const root = path.resolve(import.meta.dirname, '..');

/** The steps, in groups: a group starts when the one before it has passed. */
export const GROUPS: Step[][] = [
  [{ name: 'Chromium', command: 'bash scripts/ensure-chromium.sh' }],
  [{ name: 'generated client matches the contract', command: 'pnpm check:generated' }],
  [
    { name: 'lint', command: 'pnpm lint' },
    { name: 'typecheck', command: 'pnpm typecheck' },
  ],
  [{ name: 'build', command: 'pnpm build' }],
  [{ name: 'bundle budgets and unchanged polls', command: 'pnpm check:budgets' }],
  [{ name: 'vitest (unit, api, stories)', command: 'pnpm vitest run' }],
  [
    { name: 'ui package in a fresh app', command: 'pnpm test:consumer' },
    { name: 'Storybook build and docs lists', command: 'pnpm check:storybook-docs' },
  ],
  [{ name: 'e2e journeys', command: 'pnpm test:e2e' }],
];

/** One step as it ended: what failed, and the journeys that passed only when run again. */
type Outcome = { step: Step; seconds: number; ok: boolean; failures: string[]; flaky: string[] };

/** At most this many failed names close the run; the rest are counted. */
const MAX_NAMED_FAILURES = 40;

function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  // Alone, a step writes to the terminal as it goes; beside another, into a file shown when it ends.
  // Either way its output is kept to name what failed.
  const logDir = alone ? undefined : mkdtempSync(path.join(tmpdir(), 'sika-test-'));
  const log = logDir ? path.join(logDir, 'output.log') : undefined;
  const command = log ? `(${step.command}) > '${log}' 2>&1` : step.command;
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      // Piped, the runners would drop their colours; keep them when this run writes to a terminal.
      env: process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      if (log) {
        output = readFileSync(log, 'utf8');
        process.stdout.write(`\n== ${step.name}\n${output}`);
        rmSync(logDir!, { recursive: true, force: true });
      }
      const ok = code === 0;
      resolve({
        step,
        seconds: (performance.now() - started) / 1000,
        ok,
        failures: ok ? [] : failedTestNames(output),
        flaky: flakyTestNames(output),
      });
    });
  });
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

if (process.argv.includes('--list')) {
  for (const group of GROUPS) console.log(group.map((step) => `${step.name}: ${step.command}`).join('  ||  '));
  process.exit(0);
}

const started = performance.now();
const outcomes: Outcome[] = [];
let failed = false;
for (const group of GROUPS) {
  if (group.length === 1) console.log(`\n== ${group[0]!.name}`);
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  outcomes.push(...results);
  if (results.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}

console.log('\nWhere the minutes went (m:ss; steps on one line ran side by side):');
for (const group of GROUPS) {
  const done = group.map((step) => outcomes.find((outcome) => outcome.step === step)).filter((o) => o !== undefined);
  if (done.length === 0) break;
  console.log(`  ${done.map((o) => `${o.ok ? '' : 'FAILED '}${o.step.name} ${minutes(o.seconds)}`).join('  ||  ')}`);
}
console.log(`  total ${minutes((performance.now() - started) / 1000)}`);
const flaky = outcomes.flatMap((outcome) => outcome.flaky.map((name) => `${outcome.step.name}: ${name}`));
if (flaky.length > 0) {
  console.log(`\nPassed only when run again (${flaky.length}; flaky, worth a look):`);
  for (const name of flaky) console.log(`  ${name}`);
}
const failures = outcomes.flatMap((outcome) => outcome.failures.map((name) => `${outcome.step.name}: ${name}`));
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}; details above, and for stories under .vitest-attachments/):`);
  for (const name of failures.slice(0, MAX_NAMED_FAILURES)) console.log(`  ${name}`);
  if (failures.length > MAX_NAMED_FAILURES) console.log(`  ... and ${failures.length - MAX_NAMED_FAILURES} more`);
} else if (failed) {
  const steps = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.step.name);
  console.log(`\nFailed: ${steps.join(', ')} (no test names in its output; see above)`);
}
process.exitCode = failed ? 1 : 0;
