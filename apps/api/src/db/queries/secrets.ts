import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appSecrets } from '../schema.ts';

/**
 * Returns the stored secret, creating it on first use. `on conflict do nothing` then a read
 * makes instances starting together over one database agree on the same value.
 */
export async function getOrCreateSecret(db: Db, name: string, create: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing({ target: appSecrets.name });
  const rows = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  const row = rows[0];
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
