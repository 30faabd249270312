// Picks the transport the configuration names: Hubtel when SMS_PROVIDER=hubtel, else the outbox folder.
import path from 'node:path';
import type { Config } from '../config.ts';
import { hubtelTransport } from './hubtel.ts';
import { smsOutboxTransport } from './outbox.ts';
import type { SmsLog, SmsTransport } from './transport.ts';

export function smsOutboxDir(config: Config): string {
  return path.join(config.dataDir, 'sms-outbox');
}

export function configuredSms(config: Config, log: SmsLog): SmsTransport {
  const provider = config.sms;
  return provider.kind === 'hubtel'
    ? hubtelTransport(provider)
    : smsOutboxTransport({ dir: smsOutboxDir(config), log });
}
