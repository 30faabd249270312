// Without DATABASE_URL every api suite runs on PGlite only: its PostgreSQL copy (`describe.each(
// drivers)`, apps/api/test/helpers/databases.ts) is not made, and the tests that need PostgreSQL are
// skipped. This global set-up says so in one line at the end of the run, with how many tests were
// left out and how to run them, so a local run that looks all green is not taken for the full one.
import type { TestProject } from 'vitest/node';

/** A test as the run ended it: its name with its suites' (`a > b > c`), and whether it ran. */
export interface EndedTest {
  fullName: string;
  skipped: boolean;
}

/**
 * The tests a run without DATABASE_URL left out: the PostgreSQL copy of each test of a suite run
 * `on pglite`, and each test that names PostgreSQL and was skipped (it needs the server).
 */
export function postgresLeftOut(tests: readonly EndedTest[]): number {
  return tests.filter(
    ({ fullName, skipped }) => / on pglite( >|$)/.test(fullName) || (skipped && /postgres/i.test(fullName)),
  ).length;
}

export function leftOutLine(count: number): string {
  return (
    `PostgreSQL: ${count} api tests left out (DATABASE_URL is not set). To run them too: ` +
    'DATABASE_URL=postgres://USER@HOST:PORT/postgres pnpm vitest run --project api'
  );
}

export default function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return undefined;
  return () => {
    const tests = project.vitest.state
      .getTestModules()
      .filter((module) => module.project.name === project.name)
      .flatMap((module) => [...module.children.allTests()])
      .map((test) => ({ fullName: test.fullName, skipped: test.result().state === 'skipped' }));
    const count = postgresLeftOut(tests);
    if (count > 0) process.stdout.write(`\n${leftOutLine(count)}\n`);
  };
}
