// The two real transports: the outbox folder (parseable .eml files, links in the log) and SMTP
// (against a local SMTP server this test starts), alone and behind the api's endpoints.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { BackgroundTasks } from '../src/background.ts';
import { parseConfig } from '../src/config.ts';
import { configuredMailer, outboxDir } from '../src/mail/mailer.ts';
import { mailMessages } from '../src/mail/messages.ts';
import { outboxTransport } from '../src/mail/outbox.ts';
import { smtpTransport } from '../src/mail/smtp.ts';
import type { MailLog } from '../src/mail/transport.ts';
import { registerVendor } from './helpers/app.ts';
import { call, login } from './helpers/contract.ts';
import { openTestDatabase } from './helpers/databases.ts';
import { parseMail, partOf, resetTokenIn } from './helpers/mail.ts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp.ts';

const messages = mailMessages('https://vendors.sika.example');
const TOKEN = 'q'.repeat(43);
const LINK = `https://vendors.sika.example/reset-password/${TOKEN}`;

function logLines(): { log: MailLog; lines: Array<{ details: object; message: string }> } {
  const lines: Array<{ details: object; message: string }> = [];
  return { lines, log: { info: (details, message) => lines.push({ details, message }) } };
}

function streamLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe('outbox transport', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sika-outbox-'));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('writes one parseable .eml per message, private to the server, and logs its links', async () => {
    const dir = path.join(folder, 'outbox');
    const { log, lines } = logLines();
    const outbox = outboxTransport({ dir, from: 'Sika <no-reply@sika.example>', log });
    const receipt = await outbox.send(messages.passwordReset('ama@example.com', TOKEN));
    await outbox.send(messages.registrationReceived('kofi@example.com', 'Kofi Phones'));
    await outbox.close();

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(receipt.location).toBe(
      path.join(
        dir,
        files.find((f) => receipt.location.endsWith(f))!,
      ),
    );
    expect((await stat(receipt.location)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);

    const mail = parseMail(await readFile(receipt.location, 'utf8'));
    expect(mail.headers.from).toBe('Sika <no-reply@sika.example>');
    expect(mail.headers.to).toBe('ama@example.com');
    expect(mail.headers.subject).toBe('Sika: reset your password');
    expect(mail.headers['mime-version']).toBe('1.0');
    expect(mail.headers['message-id']).toBe(receipt.messageId);
    expect(Number.isNaN(Date.parse(mail.headers.date!))).toBe(false);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative; boundary=/);
    expect(partOf(mail, 'text/plain')).toContain(LINK);
    expect(partOf(mail, 'text/html')).toContain(`href="${LINK}"`);

    // The developer finds the link in the log.
    expect(lines[0]!.message).toContain(LINK);
    expect(lines[0]!.details).toMatchObject({ to: 'ama@example.com', file: receipt.location, links: [LINK] });
  });

  it('is what the api uses by default: DATA_DIR/outbox, with the reset link in the log at info level', async () => {
    const dataDir = path.join(folder, 'data');
    const testDb = await openTestDatabase('pglite');
    const { stream, lines } = streamLines();
    const background = new BackgroundTasks();
    const config = parseConfig({
      DATA_DIR: dataDir,
      PORTAL_DIST: '/nonexistent-portal',
      PUBLIC_URL: 'https://vendors.sika.example',
    });
    const app = await buildApp(config, { database: testDb.database, background, logger: { level: 'info', stream } });
    try {
      const vendor = await registerVendor(app);
      await call(app, 'forgotPasswordToken', { body: { email: vendor.email } });
      await background.idle();

      const files = await readdir(outboxDir(config));
      expect(files).toHaveLength(1);
      const mail = parseMail(await readFile(path.join(outboxDir(config), files[0]!), 'utf8'));
      expect(mail.headers.to).toBe(vendor.email);
      expect(mail.headers.from).toBe('Sika <no-reply@vendors.sika.example>');
      const token = resetTokenIn(partOf(mail, 'text/plain'))!;
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      const entry = logged.find((line) => line.msg.includes(`https://vendors.sika.example/reset-password/${token}`));
      expect(entry?.level).toBe(30);
    } finally {
      await app.close();
      await testDb.dispose();
    }
  });
});

describe('SMTP transport', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('delivers to the recipient with the subject and the link', async () => {
    const transport = smtpTransport({ url: smtp.url, from: 'Sika <no-reply@sika.example>' });
    const sent = transport.send(messages.passwordReset('ama@example.com', TOKEN));
    const received = await smtp.next();
    const receipt = await sent;
    await transport.close();

    expect(received.rcptTo).toEqual(['ama@example.com']);
    expect(received.mailFrom).toBe('no-reply@sika.example');
    const mail = parseMail(received.raw);
    expect(mail.headers.to).toBe('ama@example.com');
    expect(mail.headers.subject).toBe('Sika: reset your password');
    expect(mail.headers['message-id']).toBe(receipt.messageId);
    expect(partOf(mail, 'text/plain')).toContain(LINK);
    expect(partOf(mail, 'text/html')).toContain(`href="${LINK}"`);
    expect(receipt.location).toBe(new URL(smtp.url).host);
  });

  it('is what the api uses when SMTP_URL is set, for the reset link and the notifications', async () => {
    const testDb = await openTestDatabase('pglite');
    const background = new BackgroundTasks();
    const config = parseConfig({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sika Vendors <vendors@sika.example>',
      PUBLIC_URL: 'https://vendors.sika.example',
      PORTAL_DIST: '/nonexistent-portal',
      DATA_DIR: path.join(tmpdir(), 'sika-never-written'),
    });
    expect(configuredMailer(config, { info: () => {} }).kind).toBe('smtp');
    const app = await buildApp(config, { database: testDb.database, background, logger: false });
    try {
      const vendor = await registerVendor(app);
      await call(app, 'forgotPasswordToken', { body: { email: vendor.email } });
      const reset = await smtp.next();
      expect(reset.rcptTo).toEqual([vendor.email]);
      expect(reset.mailFrom).toBe('vendors@sika.example');
      const resetMail = parseMail(reset.raw);
      expect(resetMail.headers.subject).toBe('Sika: reset your password');
      const token = resetTokenIn(partOf(resetMail, 'text/plain'))!;
      expect(partOf(resetMail, 'text/plain')).toContain(`https://vendors.sika.example/reset-password/${token}`);
      await background.idle();
      // The mailed token works.
      const changed = await call(app, 'resetVendorPassword', {
        body: { password: 'from-the-smtp-mail' },
        params: { token },
      });
      expect(changed.statusCode).toBe(200);
      // The reset ended the sign-up's access token: sign in with the new password.
      const loggedIn = await login(app, vendor.email, 'from-the-smtp-mail');
      expect(loggedIn.statusCode).toBe(200);

      const notify = await call(app, 'sendRegistrationEmail', {
        token: loggedIn.json().accessToken,
        body: 'BusinessName=Ama+Fabrics&email=victim%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(notify.statusCode).toBe(202);
      const registration = await smtp.next();
      expect(registration.rcptTo).toEqual([vendor.email]);
      expect(parseMail(registration.raw).headers.subject).toBe('Sika: we received your registration');
    } finally {
      await app.close();
      await testDb.dispose();
    }
  });

  it('turns a refused recipient or an unreachable server into a 502 on send-email, never a 500', async () => {
    const refusing = await startSmtpServer({ refuseRecipients: true });
    const testDb = await openTestDatabase('pglite');
    const answers: number[] = [];
    try {
      for (const url of [refusing.url, `smtp://127.0.0.1:${await closedPort()}`]) {
        const config = parseConfig({ SMTP_URL: url, PORTAL_DIST: '/nonexistent-portal' });
        const app = await buildApp(config, { database: testDb.database, logger: false });
        const vendor = await registerVendor(app);
        const response = await call(app, 'sendRegistrationEmail', {
          token: vendor.accessToken,
          body: { BusinessName: 'x' },
        });
        await app.close();
        answers.push(response.statusCode);
        expect(response.json().code).toBe('MAIL_FAILED');
      }
    } finally {
      await refusing.close();
      await testDb.dispose();
    }
    expect(answers).toEqual([502, 502]);
  });
});
