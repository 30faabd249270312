import webpush from 'web-push';
import type { Config, VapidKeys } from '../config.ts';
import type { Db } from '../db/client.ts';
import { getOrCreateSecret } from '../db/queries/secrets.ts';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, otherwise a pair generated
 * once and kept in the database like the JWT key, so every instance (and the admin CLI) signs
 * with the key browsers subscribed with.
 */
export async function vapidKeysOf(db: Db, config: Pick<Config, 'vapidKeys'>): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const stored = await getOrCreateSecret(db, 'vapid', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return JSON.stringify({ publicKey, privateKey });
  });
  const { publicKey, privateKey } = JSON.parse(stored) as VapidKeys;
  return { publicKey, privateKey };
}
