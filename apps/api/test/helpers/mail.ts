// Mail in tests: a transport that keeps messages in memory (and can be made to fail or to hang),
// and a small RFC 822 / MIME reader for what the outbox writes and what an SMTP server receives.
import { randomUUID } from 'node:crypto';
import type { MailMessage, MailReceipt, MailTransport } from '../../src/mail/transport.ts';

export class MemoryMailer implements MailTransport {
  readonly kind = 'memory' as const;
  readonly sent: MailMessage[] = [];
  /** When set, every send rejects with it. */
  failWith: Error | undefined;
  /** When set, sends wait for it before they complete. */
  gate: Promise<void> | undefined;

  async send(message: MailMessage): Promise<MailReceipt> {
    if (this.gate) await this.gate;
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
    return { messageId: `<${randomUUID()}@sika.test>`, location: 'memory' };
  }

  async close(): Promise<void> {}

  to(address: string): MailMessage[] {
    return this.sent.filter((m) => m.to === address.toLowerCase());
  }
}

/** The token of the reset link in a message. */
export function resetTokenIn(text: string): string | undefined {
  return /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

export interface ParsedMail {
  /** Header names lower-cased, folded lines joined, encoded words left as they are. */
  headers: Record<string, string>;
  /** Leaf parts with their decoded bodies. */
  parts: Array<{ contentType: string; body: string }>;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error('no blank line after the headers');
  const headers: Record<string, string> = {};
  const unfolded = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`not a header line: ${line}`);
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

function decode(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function leaves(headers: Record<string, string>, body: string): ParsedMail['parts'] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ contentType, body: decode(body, headers['content-transfer-encoding']) }];
  }
  const sections = body.split(`--${boundary}`);
  if (!sections.at(-1)?.startsWith('--')) throw new Error(`multipart without its closing boundary ${boundary}`);
  return sections.slice(1, -1).flatMap((section) => {
    const part = splitHeaders(section.replace(/^\r\n/, '').replace(/\r\n$/, ''));
    return leaves(part.headers, part.body);
  });
}

/** Reads a message as RFC 822 text with CRLF line ends; throws on anything malformed. */
export function parseMail(raw: string): ParsedMail {
  if (/(?<!\r)\n/.test(raw)) throw new Error('a bare LF: RFC 822 lines end in CRLF');
  const { headers, body } = splitHeaders(raw);
  return { headers, parts: leaves(headers, body) };
}

export function partOf(mail: ParsedMail, type: 'text/plain' | 'text/html'): string {
  const part = mail.parts.find((p) => p.contentType.toLowerCase().startsWith(type));
  if (!part) throw new Error(`no ${type} part`);
  return part.body;
}
