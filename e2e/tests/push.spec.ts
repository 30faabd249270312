// docs/product.md, Order pings: the toggle on Profile in a real browser, a 'New order' ping from
// the admin CLI's order to a push endpoint (a local server this test starts, since no real push
// service is reachable here) decrypted with the subscription's own keys, and the service worker
// turning a push into a notification.
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import ece from 'http_ece';
import { createECDH, randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { databaseUrl, dataDir, repoRoot } from '../playwright.config.ts';
import { DEMO, logIn, logInToDashboard } from '../support/helpers.ts';
import { apiCall } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

// These journeys are about the portal's service worker (the other journeys run without it).
test.use({ serviceWorkers: 'allow' });

/**
 * The admin CLI, run without blocking this process: the push service the ping goes to is served
 * from here, so the CLI (or the server it asks) must find this process answering.
 */
async function adminAsync(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'apps/api/src/cli/admin.ts'), ...args],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  return stdout;
}

/** Signs in as the demo vendor through the api: the bearer token. */
async function demoToken(request: APIRequestContext): Promise<string> {
  const response = await apiCall(request, 'login', { body: { email: DEMO.email, password: DEMO.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function openProfile(page: Page) {
  await logInToDashboard(page, DEMO.email, DEMO.password);
  // The toggle needs the service worker: wait for it to control the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.goto('/vendor-main-page?panel=profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Order pings' })).toBeVisible();
}

onPhoneAndDesktop({ tag: '@push' }, (viewport) => {
  test('the toggle is off until tapped, and a browser that blocks notifications is told how to allow them', async ({
    page,
  }) => {
    await openProfile(page);
    await expect(page.getByText('Order pings are off for this device.')).toBeVisible();
    // Opening Profile asked nothing: the permission is still the browser's default.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await page.screenshot({ path: test.info().outputPath(`push-toggle-off-${viewport.width}.png`), fullPage: true });

    // Headless Chromium answers the question with 'Block', as a vendor tapping Block would.
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText(/Notifications are blocked for this site/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn on' })).toHaveCount(0);
  });
});

test(
  'with notifications allowed but no push service reachable, Turn on says the browser cannot receive them and leaves nothing half on',
  { tag: '@push' },
  async ({ context, page }) => {
    await context.grantPermissions(['notifications']);
    await openProfile(page);
    await page.getByRole('button', { name: 'Turn on' }).click();
    // No push service answers this machine, so the browser refuses the subscription although it is
    // online: the toggle says the browser cannot receive them (no connection would help), offers
    // nothing more to press, and leaves nothing half on.
    await expect(page.getByText(/^This browser cannot receive notifications/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Turn on' })).toHaveCount(0);
    expect(
      await page.evaluate(async () =>
        (await navigator.serviceWorker.ready).pushManager.getSubscription().then((found) => found !== null),
      ),
    ).toBe(false);
  },
);

test(
  "an order placed with the admin CLI reaches the vendor's push endpoint: 'New order', its number and item, its page",
  { tag: '@push' },
  async ({ page, request }) => {
    const received: Array<{ headers: IncomingHttpHeaders; body: Buffer }> = [];
    const service = createServer((incoming, answer) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        received.push({ headers: incoming.headers, body: Buffer.concat(chunks) });
        answer.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = service.address() as { port: number };
      // The browser's side of the subscription, made here: its P-256 key pair and auth secret.
      const browserKey = createECDH('prime256v1');
      browserKey.generateKeys();
      const auth = randomBytes(16);
      const token = await demoToken(request);
      const headers = { authorization: `Bearer ${token}` };
      const kept = await apiCall(request, 'subscribePush', {
        headers,
        body: {
          endpoint: `http://127.0.0.1:${port}/send/e2e-phone`,
          keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      });
      expect(kept.status()).toBe(200);

      const products = (await (await apiCall(request, 'getAllProducts', { headers })).json()) as Array<{
        _id: string;
        title: string;
        price: number;
      }>;
      const product = products.find((candidate) => candidate.price >= 450)!;
      const printed = await adminAsync('create-order', product._id, '--months', '2');
      const orderNumber = /SK-\d+/.exec(printed)![0];

      await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
      expect(received[0]!.headers['content-encoding']).toBe('aes128gcm');
      const ping = JSON.parse(
        ece
          .decrypt(received[0]!.body, { version: 'aes128gcm', privateKey: browserKey, authSecret: auth })
          .toString('utf8'),
      ) as { title: string; body: string; tag: string; url: string };
      expect(ping.title).toBe('New order');
      expect(ping.body).toBe(`${orderNumber}: ${product.title}`);
      expect(ping.url).toMatch(/^\/order-details\/[0-9a-f-]{36}$/);

      // The page a tap opens is that order.
      await logInToDashboard(page, DEMO.email, DEMO.password);
      await page.goto(ping.url);
      await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();

      // The device logs out: the api forgets its subscription, and the next order pings nobody.
      expect((await apiCall(request, 'logout', { headers })).status()).toBe(200);
      await adminAsync('create-order', product._id, '--months', '2');
      expect(received).toHaveLength(1);
    } finally {
      await new Promise((resolve) => service.close(resolve));
    }
  },
);

test(
  "the service worker shows a push as a notification: 'New order' with its text",
  { tag: '@push' },
  async ({ context, page }) => {
    await context.grantPermissions(['notifications']);
    await logIn(page, DEMO.email, DEMO.password);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: found }) => {
        const live = found.find((registration: { isDeleted: boolean }) => !registration.isDeleted);
        if (live) resolve((live as { registrationId: string }).registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;
    const origin = new URL(page.url()).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({
        title: 'New order',
        body: 'SK-000123: Tecno Spark 20',
        tag: 'order-SK-000123',
        url: '/order-details/00000000-0000-4000-8000-000000000001',
      }),
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
              title: shown.title,
              body: shown.body,
              tag: shown.tag,
              url: (shown.data as { url: string }).url,
            })),
          ),
        { timeout: 10_000 },
      )
      .toEqual([
        {
          title: 'New order',
          body: 'SK-000123: Tecno Spark 20',
          tag: 'order-SK-000123',
          url: `${origin}/order-details/00000000-0000-4000-8000-000000000001`,
        },
      ]);
  },
);
