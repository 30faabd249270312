// What the admin CLI does, over a database handle. The CLI runs these directly when it may open
// the database, and the running server runs them for it otherwise (routes/admin.ts): one code path.
import type { Db } from '../db/client.ts';
import { findVendorByEmail, listPendingVendors, markVendorVerified } from '../db/queries/vendors.ts';
import { DEMO_LOGIN, seedDemo } from '../db/seed.ts';
import type { ImageStorage } from '../storage/index.ts';
import { mailFailure } from '../mail/mailer.ts';
import type { MailMessages } from '../mail/messages.ts';
import type { MailTransport } from '../mail/transport.ts';

export interface PendingVendor {
  email: string;
  businessName: string;
  /** ISO 8601 time the account was created. */
  registeredAt: string;
}

export type VerifyResult =
  | { outcome: 'unknown' }
  | { outcome: 'already-verified'; email: string }
  | {
      outcome: 'verified';
      email: string;
      registrationCompleted: boolean;
      mail: { sent: true; location: string } | { sent: false; error: string };
    };

export interface SeedOutcome {
  created: boolean;
  email: string;
  password: string;
}

export async function pendingVendors(db: Db): Promise<PendingVendor[]> {
  const rows = await listPendingVendors(db);
  return rows.map((row) => ({
    email: row.email,
    businessName: row.businessName,
    registeredAt: row.createdAt.toISOString(),
  }));
}

export async function verifyVendor(
  db: Db,
  email: string,
  mail: { transport: MailTransport; messages: MailMessages },
  now: Date,
): Promise<VerifyResult> {
  const vendor = await findVendorByEmail(db, email);
  if (!vendor) return { outcome: 'unknown' };
  const verified = await markVendorVerified(db, vendor.id, now);
  // Already verified (or verified by someone else a moment ago): no second mail.
  if (!verified) return { outcome: 'already-verified', email: vendor.email };
  let sent: Extract<VerifyResult, { outcome: 'verified' }>['mail'];
  try {
    const receipt = await mail.transport.send(mail.messages.accountVerified(verified.email, verified.businessName));
    sent = { sent: true, location: receipt.location };
  } catch (error) {
    sent = { sent: false, error: mailFailure(error) };
  }
  return {
    outcome: 'verified',
    email: verified.email,
    registrationCompleted: verified.registrationCompleted,
    mail: sent,
  };
}

/** `images`: where the demo products' pictures go; without it they have none. */
export async function seed(db: Db, images?: ImageStorage): Promise<SeedOutcome> {
  const result = await seedDemo(db, undefined, images);
  return { created: result.created, email: DEMO_LOGIN.email, password: DEMO_LOGIN.password };
}
