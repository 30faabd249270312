// One interface for every way mail leaves the api: the outbox folder (the embedded default) or an
// SMTP server (SMTP_URL). Callers build a MailMessage (messages.ts) and never see which it is.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link in the message; the outbox prints them to the log so a developer can follow them. */
  links: string[];
}

export interface MailReceipt {
  messageId: string;
  /** Where the message went: the .eml file of the outbox, or the SMTP server's host. */
  location: string;
}

/** The part of a pino logger the transports use (Fastify's `app.log` and `request.log` fit). */
export interface MailLog {
  info(details: object, message: string): void;
}

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp' | 'memory';
  /** Resolves once the message is written or accepted by the server; rejects otherwise. */
  send(message: MailMessage): Promise<MailReceipt>;
  close(): Promise<void>;
}
