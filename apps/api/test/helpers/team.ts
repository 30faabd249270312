// A shop's team in tests (docs/product.md, Team): a person invited by e-mail through the api, who
// joined with the mailed link and signed in.
import { eq } from 'drizzle-orm';
import { vendors } from '../../src/db/schema.ts';
import { refreshCookie, type Registered, type TestSuite } from './app.ts';
import { call, login } from './contract.ts';

export const STAFF_PASSWORD = 'staff-password-2026';

/** The token of an invitation link in a message. */
export function inviteTokenIn(text: string): string {
  const token = /\/join\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${text}`);
  return token;
}

export async function teamMember(t: TestSuite, shop: Registered, role: 'manager' | 'attendant'): Promise<Registered> {
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const invited = await call(t.app, 'invitePerson', { token: shop.accessToken, body: { email, role } });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const mail = t.mailer.to(email).at(-1)!;
  const joined = await call(t.app, 'acceptInvite', {
    params: { token: inviteTokenIn(mail.text) },
    body: { password: STAFF_PASSWORD },
  });
  if (joined.statusCode !== 201) throw new Error(`join failed: ${joined.statusCode} ${joined.body}`);
  const signedIn = await login(t.app, email, STAFF_PASSWORD);
  if (signedIn.statusCode !== 200) throw new Error(`login failed: ${signedIn.statusCode} ${signedIn.body}`);
  const [row] = await t.testDb.database.db.select().from(vendors).where(eq(vendors.email, email));
  return {
    id: row!.id,
    email,
    password: STAFF_PASSWORD,
    accessToken: signedIn.json().accessToken,
    cookie: refreshCookie(signedIn)!,
  };
}
