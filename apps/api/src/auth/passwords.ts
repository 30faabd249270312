// Passwords are hashed with argon2id at the OWASP baseline (19 MiB, 2 passes, 1 lane): about
// 50 ms a hash here, slow enough to hurt guessing, fast enough for a login.
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which type stripping cannot inline: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the e-mail is unknown, so the answer time does not
 * tell which addresses have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('sika-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
