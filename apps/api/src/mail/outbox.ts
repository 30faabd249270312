// The embedded default: every message becomes one RFC 822 .eml file (built by nodemailer, CRLF
// line ends, so any mail client opens it) in DATA_DIR/outbox, and its links are printed to the
// log. Files are written under a temporary name and renamed, so a reader never sees half a message;
// they are private to the server's user because reset links are credentials.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailLog, MailMessage, MailReceipt, MailTransport } from './transport.ts';

export interface OutboxOptions {
  dir: string;
  from: string;
  log: MailLog;
  /** The time in the file name; injectable for tests. */
  now?: () => Date;
}

/** `2026-11-22T03-41-36-123Z-1a2b3c4d.eml`: sorts by time, never collides, no colons. */
export function outboxFileName(at: Date): string {
  return `${at.toISOString().replaceAll(':', '-').replace('.', '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export function outboxTransport(options: OutboxOptions): MailTransport {
  const composer = nodemailer.createTransport(
    // CRLF throughout (the text parts too): what RFC 822 and mail clients expect of a .eml file.
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from: options.from },
  );
  const now = options.now ?? (() => new Date());
  return {
    kind: 'outbox',
    async send(message: MailMessage): Promise<MailReceipt> {
      const info = await composer.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const file = path.join(options.dir, outboxFileName(now()));
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      options.log.info(
        { to: message.to, subject: message.subject, file, links: message.links },
        `mail to ${message.to} written to the outbox${message.links.length > 0 ? `; links: ${message.links.join(' ')}` : ''}`,
      );
      return { messageId: info.messageId, location: file };
    },
    async close() {
      composer.close();
    },
  };
}
