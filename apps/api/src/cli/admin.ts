// Admin CLI: `pnpm admin <command>` from the repository root (it runs here through pnpm --filter;
// DATA_DIR is resolved against the repository root all the same, see config.ts). Verification
// happens here, outside the portal (ARCHITECTURE). It works whether or not the server is running:
// see backends.ts for how it reaches the database.
// Exit codes: 0 done, 1 failed (e.g. unknown e-mail, server unreachable), 2 bad usage.
import { loadConfigOrExit } from '../config.ts';
import { DEMO_LOGIN } from '../db/seed.ts';
import type { PendingVendor } from '../admin/operations.ts';
import { AdminError, openBackend, type AdminBackend } from './backends.ts';

const USAGE = `Usage: pnpm admin <command> [arguments]

Commands:
  list-pending     List the vendors that finished sign-up and wait for verification.
  verify <email>   Verify that vendor and e-mail them that they can now log in.
  seed             Create the demo vendor (${DEMO_LOGIN.email}) with products and orders, if absent.
  help             Show this help.

The CLI reads the same environment as the server (DATA_DIR, DATABASE_URL, SMTP_URL, PUBLIC_URL).
With the embedded database it works through the running server when there is one.
`;

type Command = { name: 'list-pending' } | { name: 'verify'; email: string } | { name: 'seed' };

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const stdio: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

class UsageError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function parse(args: readonly string[]): Command | 'help' {
  const [name, ...rest] = args;
  if (name === undefined) throw new UsageError('Missing command.');
  if (name === 'help' || name === '--help' || name === '-h') return 'help';
  const noArguments = () => {
    if (rest.length > 0) throw new UsageError(`"${name}" takes no arguments (got ${rest.join(' ')}).`);
  };
  switch (name) {
    case 'list-pending':
      noArguments();
      return { name };
    case 'seed':
      noArguments();
      return { name };
    case 'verify': {
      if (rest.length === 0) throw new UsageError('"verify" needs the e-mail address of the vendor.');
      if (rest.length > 1) throw new UsageError(`"verify" takes one e-mail address (got ${rest.join(' ')}).`);
      const email = rest[0]!.trim();
      if (!EMAIL.test(email)) throw new UsageError(`"${email}" is not an e-mail address.`);
      return { name, email };
    }
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}

function registeredAt(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function table(vendors: PendingVendor[]): string {
  const rows = [
    ['E-MAIL', 'BUSINESS NAME', 'REGISTERED AT'],
    ...vendors.map((v) => [v.email, v.businessName || '(none)', registeredAt(v.registeredAt)]),
  ];
  const widths = [0, 1].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => `${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`).join('\n');
}

async function execute(command: Command, backend: AdminBackend, io: Output): Promise<number> {
  switch (command.name) {
    case 'list-pending': {
      const vendors = await backend.pending();
      if (vendors.length === 0) {
        io.out('No vendors are waiting for verification.\n');
      } else {
        const count = vendors.length === 1 ? '1 vendor waits' : `${vendors.length} vendors wait`;
        io.out(`${count} for verification:\n\n${table(vendors)}\n`);
      }
      return 0;
    }
    case 'verify': {
      const result = await backend.verify(command.email);
      if (result.outcome === 'unknown') {
        io.err(`No vendor has the e-mail address ${command.email}.\n`);
        return 1;
      }
      if (result.outcome === 'already-verified') {
        io.out(`${result.email} is already verified; nothing to do.\n`);
        return 0;
      }
      io.out(`Verified ${result.email}.\n`);
      if (!result.registrationCompleted) io.out('Note: this vendor has not finished sign-up yet.\n');
      if (result.mail.sent) {
        io.out(`The "account verified" e-mail was sent (${result.mail.location}).\n`);
      } else {
        io.err(
          `Warning: the "account verified" e-mail could not be sent (${result.mail.error}). ` +
            'The vendor can log in; tell them yourself.\n',
        );
      }
      return 0;
    }
    case 'seed': {
      const result = await backend.seed();
      io.out(
        result.created
          ? `Demo vendor created: ${result.email} / ${result.password}\n`
          : `Demo vendor already present: ${result.email} (left unchanged)\n`,
      );
      return 0;
    }
  }
}

export async function runAdmin(args: readonly string[], io: Output = stdio): Promise<number> {
  let command: Command | 'help';
  try {
    command = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'help') {
    io.out(USAGE);
    return 0;
  }

  const config = loadConfigOrExit();
  let backend: AdminBackend;
  try {
    backend = await openBackend(config);
  } catch (error) {
    if (error instanceof AdminError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  try {
    return await execute(command, backend, io);
  } catch (error) {
    if (error instanceof AdminError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await backend.close();
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
