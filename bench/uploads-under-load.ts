import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { BENCH_PASSWORD, seed } from './api.ts';
import { startApi } from './server.ts';

/**
 * What a burst of hostile uploads costs everyone else: the real api process (PGlite, default
 * decode slots) answers one vendor's login and product list one request at a time, first idle,
 * then while four uploads are always in flight from other vendors, as a ratio to idle in this
 * run. Two kinds of upload: the 1 x 40,000,000 px PNG that once took half a minute to decode (now
 * refused from its header), and the most expensive file that passes every limit, a 7000 x 7000
 * RGB PNG (49 megapixels, decoded in full). The uploaders rotate over many vendors so the
 * per-vendor upload throttle never answers for the decoder.
 */
const SECONDS = Number(process.env.BENCH_UPLOADS_SECONDS ?? 6);
const IN_FLIGHT = 4;
const UPLOADERS = 100;

export interface Latency {
  p50Ms: number;
  p99Ms: number;
  count: number;
}

export interface UploadPhase {
  label: string;
  login: Latency;
  list: Latency;
  /** How the uploads were answered, e.g. { 413: 1200 }. */
  uploads: Record<number, number>;
}

export interface UploadsUnderLoadFigures {
  idle: { login: Latency; list: Latency };
  phases: UploadPhase[];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1-pixel-high greyscale PNG: a few hundred kB for 40 million pixels. */
function pngStrip(width: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50Ms: Number(at(0.5).toFixed(1)), p99Ms: Number(at(0.99).toFixed(1)), count: sorted.length };
}

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the measured request answered ${response.status}`);
  return performance.now() - started;
}

export async function measureUploadsUnderLoad(repoRoot: string): Promise<UploadsUnderLoadFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-uploads-'));
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    const { email } = await seed(
      { pgliteDir: path.join(dataDir, 'pglite') },
      { vendors: UPLOADERS + 1, productsPerVendor: 1, ordersPerVendor: 0 },
    );
    api = await startApi(repoRoot, { dataDir });
    const base = api.base;
    const loginAs = (n: number) =>
      fetch(`${base}/api/vendor/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: email(n), password: BENCH_PASSWORD }),
      });
    const sessionOf = async (n: number) => {
      const { accessToken } = (await (await loginAs(n)).json()) as { accessToken: string };
      const auth = { authorization: `Bearer ${accessToken}` };
      const list = (await (await fetch(`${base}/api/products/all-products`, { headers: auth })).json()) as Array<{
        _id: string;
      }>;
      return { auth, productId: list[0]!._id };
    };
    const measured = await sessionOf(1);
    const uploaders: Array<Awaited<ReturnType<typeof sessionOf>>> = [];
    for (let n = 2; n <= UPLOADERS + 1; n += IN_FLIGHT) {
      const batch = Array.from({ length: Math.min(IN_FLIGHT, UPLOADERS + 2 - n) }, (_, i) => sessionOf(n + i));
      uploaders.push(...(await Promise.all(batch)));
    }

    /** Login and list of vendor 1, one request at a time, for SECONDS. */
    const probe = async () => {
      const login: number[] = [];
      const list: number[] = [];
      const until = performance.now() + SECONDS * 1000;
      while (performance.now() < until) {
        login.push(await timed(() => loginAs(1)));
        list.push(await timed(() => fetch(`${base}/api/products/all-products`, { headers: measured.auth })));
      }
      return { login: latency(login), list: latency(list) };
    };

    // Unmeasured warm-up, then idle.
    await Promise.all([loginAs(1), fetch(`${base}/api/products/all-products`, { headers: measured.auth })]);
    const idle = await probe();

    const phases: UploadPhase[] = [];
    const files: Array<[string, Buffer]> = [
      ['1 x 40,000,000 px PNG strip', pngStrip(40_000_000)],
      [
        '7000 x 7000 px RGB PNG (49 MP, passes every limit)',
        await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#000' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      ],
    ];
    for (const [label, file] of files) {
      const uploads: Record<number, number> = {};
      let next = 0;
      let running = true;
      const uploader = async () => {
        while (running) {
          const { auth, productId } = uploaders[next++ % uploaders.length]!;
          const form = new FormData();
          form.set('images', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
          const response = await fetch(`${base}/api/upload/${productId}`, {
            method: 'POST',
            headers: auth,
            body: form,
          });
          await response.arrayBuffer();
          uploads[response.status] = (uploads[response.status] ?? 0) + 1;
        }
      };
      const inFlight = Array.from({ length: IN_FLIGHT }, uploader);
      // Let the uploads get going before measuring.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const figures = await probe();
      running = false;
      await Promise.all(inFlight);
      phases.push({ label: `${label}, ${(file.length / 1000).toFixed(0)} kB`, ...figures, uploads });
    }
    return { idle, phases };
  } finally {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printUploadsUnderLoad(figures: UploadsUnderLoadFigures) {
  const { idle } = figures;
  const show = (name: string, now: Latency, before: Latency) =>
    `${name} p50 ${now.p50Ms} ms (${(now.p50Ms / before.p50Ms).toFixed(2)}x idle) p99 ${now.p99Ms} ms (${(now.p99Ms / before.p99Ms).toFixed(2)}x idle)`;
  console.log(
    `\nLogin and product list while ${IN_FLIGHT} uploads are always in flight (the api on PGlite, default decode slots, one request at a time, ${SECONDS} s each)`,
  );
  console.log(
    `  idle: login p50 ${idle.login.p50Ms} ms p99 ${idle.login.p99Ms} ms (${idle.login.count}); list p50 ${idle.list.p50Ms} ms p99 ${idle.list.p99Ms} ms (${idle.list.count})`,
  );
  for (const phase of figures.phases) {
    const answered = Object.entries(phase.uploads)
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    console.log(
      `  ${phase.label}: ${show('login', phase.login, idle.login)}; ${show('list', phase.list, idle.list)}; uploads answered ${answered}`,
    );
  }
}

if (import.meta.main) {
  printUploadsUnderLoad(await measureUploadsUnderLoad(path.resolve(import.meta.dirname, '..')));
}
