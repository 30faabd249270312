import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'node:http';
import { BENCH_PASSWORD, seed } from './api.ts';
import { startApi } from './server.ts';

/**
 * `pnpm bench:load`: VENDORS simulated vendors against one api process on loopback (PGlite in a
 * throwaway folder), each polling its products and orders (and the changes poll) every 15 s compressed in time
 * (BENCH_LOAD_SPEEDUP, default 5: every 3 s), logging in at the start and now and then again, and
 * now and then creating a product, for BENCH_LOAD_SECONDS (default 300). Prints the error count,
 * p50/p99 latency and the api's resident memory at start and end. Bounded in time and count.
 */
const VENDORS = Number(process.env.BENCH_LOAD_VENDORS ?? 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 300);
const SPEEDUP = Number(process.env.BENCH_LOAD_SPEEDUP ?? 5);
const INTERVAL_MS = 15_000 / SPEEDUP;
/** Per poll cycle: the chance a vendor logs in again, and that it adds a product. */
const LOGIN_CHANCE = 0.01;
const CREATE_CHANCE = 0.02;
const MAX_REQUESTS = 2_000_000;
const RAMP_MS = Math.min(60_000, (SECONDS * 1000) / 3);

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-load-'));
const { email, seedSeconds } = await seed(
  { pgliteDir: path.join(dataDir, 'pglite') },
  { vendors: VENDORS, productsPerVendor: 10, ordersPerVendor: 20 },
);
const api = await startApi(root, { dataDir });
// Like a proxy in front of the api: a bounded pool of keep-alive connections.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const { port } = new URL(api.base);

type Reply = { status: number; body: string; etag: string | undefined };

function send(method: string, url: string, headers: Record<string, string>, body?: string) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: url, headers, agent, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), etag: res.headers.etag }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const latencies: Record<string, number[]> = { poll: [], login: [], create: [] };
const statuses = new Map<string, number>();
let errors = 0;
let requests = 0;

async function timed(kind: string, method: string, url: string, headers: Record<string, string>, body?: string) {
  requests += 1;
  const started = performance.now();
  try {
    const reply = await send(method, url, headers, body);
    latencies[kind]!.push(performance.now() - started);
    const key = `${kind} ${reply.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (reply.status >= 400) errors += 1;
    return reply;
  } catch {
    errors += 1;
    statuses.set(`${kind} network error`, (statuses.get(`${kind} network error`) ?? 0) + 1);
    return undefined;
  }
}

async function logIn(n: number) {
  const reply = await timed(
    'login',
    'POST',
    '/api/vendor/login',
    { 'content-type': 'application/json' },
    JSON.stringify({ email: email(n), password: BENCH_PASSWORD }),
  );
  return reply?.status === 200 ? (JSON.parse(reply.body) as { accessToken: string }).accessToken : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const end = Date.now() + SECONDS * 1000;

async function vendor(n: number) {
  // Vendors open the portal at different times: first logins spread over the first minute (a
  // login is an argon2 hash, ~50 ms of CPU: 200 at once would be a storm no real morning has).
  await sleep(Math.random() * RAMP_MS);
  let token = await logIn(n);
  const etags: Record<string, string> = {};
  let created = 0;
  while (Date.now() < end && requests < MAX_REQUESTS) {
    const cycle = performance.now();
    if (!token || Math.random() < LOGIN_CHANCE) token = (await logIn(n)) ?? token;
    const auth = { authorization: `Bearer ${token}` };
    // The lists a dashboard shows, and the one poll a portal now sends for them (docs/architecture.md).
    for (const url of ['/api/changes', '/api/products/all-products', '/api/vendor/get-vendor-orders']) {
      const reply = await timed('poll', 'GET', url, {
        ...auth,
        'accept-encoding': 'gzip, br',
        ...(etags[url] ? { 'if-none-match': etags[url] } : {}),
      });
      if (reply?.etag) etags[url] = reply.etag;
    }
    if (Math.random() < CREATE_CHANCE) {
      created += 1;
      await timed(
        'create',
        'POST',
        '/api/Products/create',
        { ...auth, 'content-type': 'application/json' },
        JSON.stringify({
          title: `Load product ${n}-${created}`,
          description: 'Added during the load test.',
          price: 250,
          deliveryPrice: 20,
          category: 'Home and Office',
          brand: 'Load',
          quantity: 2,
        }),
      );
    }
    await sleep(Math.max(0, INTERVAL_MS - (performance.now() - cycle)));
  }
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1));
};
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

try {
  // Warm up (start-up caches, the first queries), then the starting memory.
  await logIn(1);
  const rssStart = await api.rssBytes();
  const samples: number[] = [];
  const sampler = setInterval(() => void api.rssBytes().then((rss) => samples.push(rss)), 10_000);
  console.log(
    `Load: ${VENDORS} vendors, the changes poll, products and orders polled every ${INTERVAL_MS / 1000} s (15 s / ${SPEEDUP}) for ${SECONDS} s, logins and creates mixed in; one api on PGlite (seeded in ${seedSeconds.toFixed(1)} s)`,
  );
  await Promise.all(Array.from({ length: VENDORS }, (_, i) => vendor(i + 1)));
  clearInterval(sampler);
  const rssEnd = await api.rssBytes();
  console.log(`  requests ${requests}, errors ${errors} (goal 0)`);
  for (const [kind, values] of Object.entries(latencies)) {
    console.log(
      `  ${kind.padEnd(6)} ${values.length} requests  p50 ${percentile(values, 50)} ms  p99 ${percentile(values, 99)} ms`,
    );
  }
  console.log(`  answers: ${[...statuses].map(([key, count]) => `${key}: ${count}`).join(', ')}`);
  console.log(
    `  api memory (RSS): start ${mb(rssStart)}, end ${mb(rssEnd)} (${(rssEnd / rssStart).toFixed(2)}x); peak ${mb(Math.max(rssStart, rssEnd, ...samples))}`,
  );
  // Growth that levels off is caches filling; growth that keeps its pace to the end is a leak.
  const perMinute = samples.filter((_, index) => (index + 1) % 6 === 0).map(mb);
  console.log(`  api memory each minute: ${[mb(rssStart), ...perMinute].join(' -> ')}`);
  if (errors) process.exitCode = 1;
} finally {
  agent.destroy();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
