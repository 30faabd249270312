// Admin CLI: `pnpm --filter @sika/api admin <command>`. For now it opens the database directly;
// with the embedded PGlite, stop the server first (one process at a time per data folder).
import { loadConfigOrExit } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { DEMO_LOGIN, seedDemo } from '../db/seed.ts';

const USAGE = `Usage: pnpm --filter @sika/api admin <command>

Commands:
  seed    Create the demo vendor (${DEMO_LOGIN.email}) with products and orders, if absent.
  help    Show this help.
`;

export async function runAdmin(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return command === undefined ? 1 : 0;
  }
  if (command !== 'seed') {
    process.stderr.write(`Unknown command "${command}".\n\n${USAGE}`);
    return 1;
  }
  if (rest.length > 0) {
    process.stderr.write(`"seed" takes no arguments (got ${rest.join(' ')}).\n`);
    return 1;
  }

  const config = loadConfigOrExit();
  const database = await openConfiguredDatabase(config);
  try {
    const result = await seedDemo(database.db);
    process.stdout.write(
      result.created
        ? `Demo vendor created: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`
        : `Demo vendor already present: ${DEMO_LOGIN.email} (left unchanged)\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`admin failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
