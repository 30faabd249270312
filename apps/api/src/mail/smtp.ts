// Real mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). Timeouts
// are short: a request waiting on mail must fail in seconds, not in nodemailer's default minutes.
import nodemailer from 'nodemailer';
import type { MailMessage, MailReceipt, MailTransport } from './transport.ts';

export interface SmtpOptions {
  url: string;
  from: string;
  /** Milliseconds for each of connecting, the greeting and an idle socket. */
  timeoutMs?: number;
}

export function smtpTransport(options: SmtpOptions): MailTransport {
  const timeout = options.timeoutMs ?? 10_000;
  const transporter = nodemailer.createTransport(
    { url: options.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout * 2 },
    { from: options.from },
  );
  // Only the host: the URL may hold a password.
  const host = new URL(options.url).host;
  return {
    kind: 'smtp',
    async send(message: MailMessage): Promise<MailReceipt> {
      const info = await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      // A server may accept the transaction yet refuse the one recipient.
      if (info.rejected.length > 0) throw new Error(`the SMTP server refused the recipient (${host})`);
      return { messageId: info.messageId, location: host };
    },
    async close() {
      transporter.close();
    },
  };
}
