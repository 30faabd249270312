// One interface for every way a text message leaves the api: the outbox folder (the embedded
// default) or an SMS provider's HTTP API (SMS_PROVIDER). Callers build an SmsMessage and never see
// which it is, as with mail (mail/transport.ts).

export interface SmsMessage {
  /** The recipient in E.164 (`+233241234567`), as @sika/domain stores phone numbers. */
  to: string;
  text: string;
  /** Every link in the text; the outbox prints them to the log so a developer can follow them. */
  links: string[];
}

export interface SmsReceipt {
  /** The provider's id of the message, or the outbox file's name. */
  messageId: string;
  /** Where the message went: the outbox file, or the provider's host. */
  location: string;
}

/** The part of a pino logger the transports use (Fastify's `app.log` fits). */
export interface SmsLog {
  info(details: object, message: string): void;
}

export interface SmsTransport {
  readonly kind: 'outbox' | 'hubtel' | 'memory';
  /** Resolves once the message is written or accepted by the provider; rejects otherwise. */
  send(message: SmsMessage): Promise<SmsReceipt>;
  close(): Promise<void>;
}
