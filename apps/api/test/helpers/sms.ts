// Text messages in tests: a transport that keeps them in memory (and can be made to fail).
import { randomUUID } from 'node:crypto';
import type { SmsMessage, SmsReceipt, SmsTransport } from '../../src/sms/transport.ts';

export class MemorySms implements SmsTransport {
  readonly kind = 'memory' as const;
  readonly sent: SmsMessage[] = [];
  /** When set, every send rejects with it. */
  failWith: Error | undefined;

  async send(message: SmsMessage): Promise<SmsReceipt> {
    if (this.failWith) throw this.failWith;
    this.sent.push(message);
    return { messageId: randomUUID(), location: 'memory' };
  }

  async close(): Promise<void> {}

  /** The messages to one number (E.164). */
  to(phone: string): SmsMessage[] {
    return this.sent.filter((m) => m.to === phone);
  }
}
