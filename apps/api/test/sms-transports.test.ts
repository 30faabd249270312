// The two real SMS transports: the outbox folder (one readable file per message, links in the log)
// and Hubtel's HTTP API, against a local fake server this test starts. No test needs a network.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config.ts';
import { HUBTEL_SMS_URL, hubtelTransport } from '../src/sms/hubtel.ts';
import { parseSmsFile, smsOutboxTransport } from '../src/sms/outbox.ts';
import { configuredSms, smsOutboxDir } from '../src/sms/sender.ts';
import type { SmsLog } from '../src/sms/transport.ts';

const ROOT = '/srv/sika';
const MESSAGE = {
  to: '+233241234567',
  text: 'Ama invited you to Kofi Phones on Sika: https://vendors.sika.example/join/abc',
  links: ['https://vendors.sika.example/join/abc'],
};

function logLines(): { log: SmsLog; lines: string[] } {
  const lines: string[] = [];
  return { lines, log: { info: (_details, message) => lines.push(message) } };
}

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A fake Hubtel: records each request and answers with what `answer` says. */
async function fakeHubtel(
  answer: (request: Received) => { status: number; body: string; delayMs?: number },
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(request);
      const { status, body, delayMs = 0 } = answer(request);
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1/messages/send`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ACCEPTED = JSON.stringify({
  rate: 0.0309,
  messageId: '9c5f3edc-529e-4182-959b-aeb17b9ddad4',
  status: 0,
  networkId: '62001',
  clientReference: null,
  statusDescription: 'request submitted successfully',
});

describe('SMS outbox transport', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sika-sms-outbox-'));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('writes one readable file per message, private to the server, and logs its links', async () => {
    const dir = path.join(folder, 'sms-outbox');
    const { log, lines } = logLines();
    const at = new Date('2026-11-28T10:00:00.000Z');
    const outbox = smsOutboxTransport({ dir, log, now: () => at });
    const receipt = await outbox.send(MESSAGE);
    await outbox.send({ to: '+233201234567', text: 'No link here.', links: [] });
    await outbox.close();

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^2026-11-28T10-00-00-000Z-[0-9a-f]{8}\.txt$/);
    expect((await stat(receipt.location)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const content = await readFile(receipt.location, 'utf8');
    expect(content).toBe(`To: +233241234567\nDate: 2026-11-28T10:00:00.000Z\n\n${MESSAGE.text}\n`);
    expect(parseSmsFile(content)).toEqual({ to: MESSAGE.to, date: at.toISOString(), text: MESSAGE.text });
    expect(lines[0]).toBe(`SMS to +233241234567 written to the outbox; links: ${MESSAGE.links[0]}`);
    expect(lines[1]).toBe('SMS to +233201234567 written to the outbox');
  });

  it('is the default, in DATA_DIR/sms-outbox', () => {
    const config = parseConfig({ DATA_DIR: '/var/lib/sika' }, ROOT);
    expect(config.sms).toEqual({ kind: 'outbox' });
    expect(smsOutboxDir(config)).toBe('/var/lib/sika/sms-outbox');
    expect(configuredSms(config, logLines().log).kind).toBe('outbox');
  });
});

describe('Hubtel transport', () => {
  it('posts From, To (international, no plus) and Content with Basic authentication', async () => {
    const hubtel = await fakeHubtel(() => ({ status: 201, body: ACCEPTED }));
    try {
      const sms = hubtelTransport({ url: hubtel.url, clientId: 'client', clientSecret: 's3cret', senderId: 'Sika' });
      const receipt = await sms.send(MESSAGE);
      expect(receipt).toEqual({
        messageId: '9c5f3edc-529e-4182-959b-aeb17b9ddad4',
        location: new URL(hubtel.url).host,
      });
      expect(hubtel.received).toHaveLength(1);
      const [request] = hubtel.received;
      expect(request!.method).toBe('POST');
      expect(request!.url).toBe('/v1/messages/send');
      expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('client:s3cret').toString('base64')}`);
      expect(request!.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request!.body)).toEqual({ From: 'Sika', To: '233241234567', Content: MESSAGE.text });
    } finally {
      await hubtel.close();
    }
  });

  it.each([
    ['an HTTP error', { status: 401, body: '{"message":"Unauthorized"}' }, /refused the message with HTTP 401/],
    [
      'a status other than 0',
      { status: 200, body: JSON.stringify({ status: 3, statusDescription: 'invalid destination' }) },
      /did not accept the message \(status 3: invalid destination/,
    ],
    ['a body that is not JSON', { status: 200, body: '<html>' }, /did not accept the message/],
  ])('fails on %s, naming neither the secret nor the message', async (_name, answer, reason) => {
    const hubtel = await fakeHubtel(() => answer);
    try {
      const sms = hubtelTransport({ url: hubtel.url, clientId: 'client', clientSecret: 's3cret', senderId: 'Sika' });
      const error = await sms.send(MESSAGE).then(
        () => new Error('sent'),
        (e: unknown) => e as Error,
      );
      expect(error.message).not.toBe('sent');
      expect(error.message).toMatch(reason);
      expect(error.message).not.toContain('s3cret');
      expect(error.message).not.toContain('join/abc');
    } finally {
      await hubtel.close();
    }
  });

  it('gives up on a provider that does not answer in time', async () => {
    const hubtel = await fakeHubtel(() => ({ status: 201, body: ACCEPTED, delayMs: 2_000 }));
    try {
      const sms = hubtelTransport({
        url: hubtel.url,
        clientId: 'client',
        clientSecret: 's3cret',
        senderId: 'Sika',
        timeoutMs: 100,
      });
      await expect(sms.send(MESSAGE)).rejects.toThrow(/the SMS provider timed out/);
    } finally {
      await hubtel.close();
    }
  });

  it('is chosen by SMS_PROVIDER=hubtel, with Hubtel’s own endpoint unless HUBTEL_SMS_URL names another', () => {
    const env = { SMS_PROVIDER: 'Hubtel', HUBTEL_CLIENT_ID: 'client', HUBTEL_CLIENT_SECRET: 's3cret' };
    const config = parseConfig(env, ROOT);
    expect(config.sms).toEqual({
      kind: 'hubtel',
      url: HUBTEL_SMS_URL,
      clientId: 'client',
      clientSecret: 's3cret',
      senderId: 'Sika',
    });
    expect(configuredSms(config, logLines().log).kind).toBe('hubtel');
    const local = parseConfig({ ...env, HUBTEL_SMS_URL: 'http://127.0.0.1:9/send', SMS_SENDER_ID: 'KofiPhones' }, ROOT);
    expect(local.sms).toMatchObject({ url: 'http://127.0.0.1:9/send', senderId: 'KofiPhones' });
  });

  it.each([
    [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER must be one of outbox, hubtel (got "twilio")'],
    [{ HUBTEL_CLIENT_ID: 'client' }, 'SMS_PROVIDER must be hubtel when HUBTEL_CLIENT_ID is set (got "outbox")'],
    [
      { SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_SECRET: 's3cret' },
      'HUBTEL_CLIENT_ID must be set when SMS_PROVIDER is hubtel',
    ],
    [{ SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_ID: 'c' }, 'HUBTEL_CLIENT_SECRET must be set when SMS_PROVIDER is hubtel'],
    [
      {
        SMS_PROVIDER: 'hubtel',
        HUBTEL_CLIENT_ID: 'c',
        HUBTEL_CLIENT_SECRET: 's3cret',
        SMS_SENDER_ID: 'Kofi Phones Ltd',
      },
      'SMS_SENDER_ID must be a sender id of 1 to 11 letters or digits, like Sika (got "Kofi Phones Ltd")',
    ],
    [
      { SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_ID: 'c', HUBTEL_CLIENT_SECRET: 's3cret', HUBTEL_SMS_URL: 'ftp://sms' },
      'HUBTEL_SMS_URL must be an http:// or https:// URL',
    ],
  ])('refuses %j with a clear message that never shows the secret', (env, message) => {
    let error: unknown;
    try {
      parseConfig(env, ROOT);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('s3cret');
  });
});
