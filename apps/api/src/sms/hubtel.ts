// Real text messages through Hubtel's SMS API (Ghana): POST {url} with HTTP Basic authentication
// (client id and client secret of the API key) and a JSON body { From, To, Content }, where From
// is the approved sender id (11 letters or digits at most) and To the number in international form
// without the plus (233241234567). Hubtel answers 2xx with { messageId, status, statusDescription,
// rate, networkId }; status 0 means accepted. Anything else is a failure, reported without the
// message (it may hold a secret, such as a delivery code) and without the credentials.
import type { SmsMessage, SmsReceipt, SmsTransport } from './transport.ts';

export const HUBTEL_SMS_URL = 'https://sms.hubtel.com/v1/messages/send';

export interface HubtelOptions {
  url: string;
  clientId: string;
  clientSecret: string;
  senderId: string;
  /** Milliseconds for the whole request; a request waiting on an SMS must fail in seconds. */
  timeoutMs?: number;
}

interface HubtelAnswer {
  messageId?: unknown;
  status?: unknown;
  statusDescription?: unknown;
}

export function hubtelTransport(options: HubtelOptions): SmsTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const host = new URL(options.url).host;
  return {
    kind: 'hubtel',
    async send(message: SmsMessage): Promise<SmsReceipt> {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ From: options.senderId, To: message.to.replace(/^\+/, ''), Content: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
        throw new Error(`the SMS provider ${reason} (${host})`);
      }
      const body = (await response.json().catch(() => undefined)) as HubtelAnswer | undefined;
      if (!response.ok) {
        throw new Error(`the SMS provider refused the message with HTTP ${response.status} (${host})`);
      }
      // status 0 is "request submitted successfully"; anything else (e.g. an unknown number) is not sent.
      if (!body || Number(body.status) !== 0 || typeof body.messageId !== 'string') {
        const description =
          typeof body?.statusDescription === 'string' ? `: ${body.statusDescription.slice(0, 200)}` : '';
        throw new Error(
          `the SMS provider did not accept the message (status ${String(body?.status)}${description}, ${host})`,
        );
      }
      return { messageId: body.messageId, location: host };
    },
    async close() {},
  };
}
