// A real SMTP server for tests (smtp-server on 127.0.0.1, a random port): it keeps what it receives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  /** The message as received (RFC 822, CRLF). */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message received (or one already waiting). */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpServer(options: { refuseRecipients?: boolean } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let consumed = 0;
  const waiters: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    // Plain SMTP, no login: the client must not try STARTTLS with the built-in test certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipients) {
        callback(Object.assign(new Error(`550 No such user ${address.address}`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        const waiter = waiters.shift();
        if (waiter) {
          consumed += 1;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () =>
      new Promise((resolve) => {
        const waiting = received[consumed];
        if (waiting) {
          consumed += 1;
          resolve(waiting);
        } else {
          waiters.push(resolve);
        }
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
