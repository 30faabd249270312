// The embedded default: every text message becomes one small text file in DATA_DIR/sms-outbox
// (a `To:` line, a `Date:` line, a blank line, then the message), and its links are printed to the
// log. Written under a temporary name and renamed, so a reader never sees half a message; private to
// the server's user because a message may hold a secret (a buyer's delivery code).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxFileName } from '../mail/outbox.ts';
import type { SmsLog, SmsMessage, SmsReceipt, SmsTransport } from './transport.ts';

export interface SmsOutboxOptions {
  dir: string;
  log: SmsLog;
  /** The time in the file name and the Date line; injectable for tests. */
  now?: () => Date;
}

/** The file's content: what a person reads and what tests and e2e journeys parse (parseSmsFile). */
export function smsFileText(message: SmsMessage, at: Date): string {
  return `To: ${message.to}\nDate: ${at.toISOString()}\n\n${message.text}\n`;
}

/** Reads back what smsFileText wrote. */
export function parseSmsFile(content: string): { to: string; date: string; text: string } {
  const match = /^To: (\S+)\nDate: (\S+)\n\n([\s\S]*)\n$/.exec(content);
  if (!match) throw new Error('not an SMS outbox file');
  return { to: match[1]!, date: match[2]!, text: match[3]! };
}

export function smsOutboxTransport(options: SmsOutboxOptions): SmsTransport {
  const now = options.now ?? (() => new Date());
  return {
    kind: 'outbox',
    async send(message: SmsMessage): Promise<SmsReceipt> {
      const at = now();
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const name = outboxFileName(at).replace(/\.eml$/, '.txt');
      const file = path.join(options.dir, name);
      const partial = `${file}.partial`;
      await writeFile(partial, smsFileText(message, at), { mode: 0o600 });
      await rename(partial, file);
      options.log.info(
        { to: message.to, file, links: message.links },
        `SMS to ${message.to} written to the outbox${message.links.length > 0 ? `; links: ${message.links.join(' ')}` : ''}`,
      );
      return { messageId: name, location: file };
    },
    async close() {},
  };
}
