// Sends order pings (Web Push, docs/product.md, Order pings) to every device a vendor turned them
// on for. web-push signs (VAPID) and encrypts (aes128gcm) the message; the request itself goes out
// with node:https (node:http for tests' local push service), never follows a redirect, and connects
// only to the address the endpoint's name was just checked to resolve to (push/subscription.ts).
// A ping is a courtesy next to the e-mail: a failure is logged and counted, never thrown.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { Config, VapidKeys } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  deletePushSubscriptionsByIds,
  deletePushSubscriptionsOfEndedSessions,
  listPushSubscriptions,
} from '../db/queries/push-subscriptions.ts';
import type { PushSubscriptionRow } from '../db/schema.ts';
import { vapidKeysOf } from './keys.ts';
import {
  checkPushEndpoint,
  MAX_SUBSCRIPTIONS_PER_VENDOR,
  systemLookup,
  type CheckedEndpoint,
  type HostLookup,
} from './subscription.ts';

/** What the service worker shows (apps/portal/src/sw/push.ts reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** One notification per tag: a second ping about the same thing replaces the first. */
  tag: string;
  /** The portal page a tap opens, a path such as /order-details/<id>. */
  url: string;
}

export interface PushReport {
  sent: number;
  /** Subscriptions the push service no longer knows (404/410), now forgotten. */
  gone: number;
  failed: number;
}

export interface PushSender {
  publicKey(): Promise<string>;
  sendToVendor(vendorId: string, message: PushMessage): Promise<PushReport>;
}

interface PushLog {
  warn(details: object, message: string): void;
}

/** A push service that does not answer within this is given up on (the ping is not retried). */
const PUSH_TIMEOUT_MS = 10_000;
/** How long the push service keeps a ping for a phone that is offline: a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export function pushSender(
  db: Db,
  config: Pick<Config, 'vapidKeys' | 'vapidSubject' | 'pushAllowHttpEndpoints'>,
  log: PushLog,
  now: () => Date = () => new Date(),
  lookup: HostLookup = systemLookup,
): PushSender {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= vapidKeysOf(db, config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  async function deliver(
    row: PushSubscriptionRow,
    payload: string,
    key: VapidKeys,
  ): Promise<'sent' | 'gone' | 'failed'> {
    const checked = await checkPushEndpoint(row.endpoint, { allowTestLoopback: config.pushAllowHttpEndpoints, lookup });
    if (!checked) {
      log.warn({ host: hostOf(row.endpoint) }, 'a push endpoint is no longer allowed');
      return 'failed';
    }
    const details = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: { subject: config.vapidSubject, publicKey: key.publicKey, privateKey: key.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    const response = await post(checked, headers, details.body);
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status >= 200 && response.status < 300) return 'sent';
    log.warn({ status: response.status, host: checked.url.host }, 'push service refused a ping');
    return 'failed';
  }

  return {
    publicKey: async () => (await vapid()).publicKey,

    async sendToVendor(vendorId, message) {
      const report: PushReport = { sent: 0, gone: 0, failed: 0 };
      try {
        await deletePushSubscriptionsOfEndedSessions(db, vendorId, now());
        const rows = await listPushSubscriptions(db, vendorId, MAX_SUBSCRIPTIONS_PER_VENDOR);
        if (rows.length === 0) return report;
        const key = await vapid();
        const payload = JSON.stringify(message);
        const outcomes = await Promise.all(
          rows.map((row) =>
            deliver(row, payload, key).catch((error: unknown) => {
              log.warn({ err: error, host: hostOf(row.endpoint) }, 'a ping could not be sent');
              return 'failed' as const;
            }),
          ),
        );
        const gone = rows.filter((_row, index) => outcomes[index] === 'gone').map((row) => row.id);
        await deletePushSubscriptionsByIds(db, gone);
        for (const outcome of outcomes) report[outcome] += 1;
      } catch (error) {
        log.warn({ err: error }, 'pings could not be sent');
      }
      return report;
    },
  };
}

function hostOf(endpoint: string): string | undefined {
  return URL.parse(endpoint)?.host;
}

/**
 * POSTs a ping to a checked endpoint. The agent's lookup answers with the checked address and
 * nothing else, so the connection goes where the check said; TLS still verifies the certificate
 * against the host name. The answer's body is not read.
 */
function post(endpoint: CheckedEndpoint, headers: Record<string, string>, body: Buffer): Promise<{ status: number }> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: endpoint.address, family: endpoint.family }]);
    else callback(null, endpoint.address, endpoint.family);
  };
  const secure = endpoint.url.protocol === 'https:';
  const agent = secure ? new https.Agent({ lookup, keepAlive: false }) : new http.Agent({ lookup, keepAlive: false });
  const send = secure ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      endpoint.url,
      { method: 'POST', headers, agent, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0 });
      },
    );
    request.on('error', reject);
    request.on('close', () => agent.destroy());
    request.end(body);
  });
}
