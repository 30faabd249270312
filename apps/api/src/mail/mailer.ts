// Picks the transport the configuration names: SMTP when SMTP_URL is set, else the outbox folder.
import path from 'node:path';
import type { Config } from '../config.ts';
import { outboxTransport } from './outbox.ts';
import { smtpTransport } from './smtp.ts';
import type { MailLog, MailTransport } from './transport.ts';

export function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

export function configuredMailer(config: Config, log: MailLog): MailTransport {
  return config.smtpUrl
    ? smtpTransport({ url: config.smtpUrl, from: config.mailFrom })
    : outboxTransport({ dir: outboxDir(config), from: config.mailFrom, log });
}

/** The reason of a mail failure, for the log: never the message itself (it may hold a reset link). */
export function mailFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
