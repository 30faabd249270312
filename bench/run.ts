import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureApi } from './api.ts';
import { measureBundle } from './bundle.ts';
import { measureCatalogue } from './catalogue.ts';
import { measureOrders, printOrders } from './orders.ts';

// `pnpm bench`: what the product costs a vendor (bytes) and what one api process serves (requests
// per second, against /api/health measured in the same run: these machines are noisy, so compare ratios).
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/portal/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No portal build: run `pnpm build` first.');
  process.exit(1);
}

const bundle = measureBundle(dist);
console.log('Login route JavaScript (gzip bytes the entry HTML loads)');
for (const { file, gzipBytes } of bundle.files) console.log(`  ${file}  ${gzipBytes}`);
console.log(`  total  ${bundle.totalGzipBytes}`);

const api = await measureApi(root);
console.log('\nBytes per vendors poll (status line + headers + body)');
console.log(`  changed   ${api.poll.firstStatus}  ${api.poll.firstBytes}`);
console.log(`  unchanged ${api.poll.unchangedStatus}  ${api.poll.unchangedBytes}`);
console.log(`  ratio     ${(api.poll.unchangedBytes / api.poll.firstBytes).toFixed(2)}`);

const { health, polls, fullReads } = api.throughput;
console.log('\nThroughput, one api process on PGlite, 8 concurrent clients, 3 s each');
console.log(`  /api/health                  ${health.requestsPerSecond} req/s`);
console.log(
  `  all-Vendors poll (304)       ${polls.requestsPerSecond} req/s  (${(polls.requestsPerSecond / health.requestsPerSecond).toFixed(2)} x health, ${polls.failures} failures)`,
);
console.log(
  `  all-Vendors full read (200)  ${fullReads.requestsPerSecond} req/s  (${(fullReads.requestsPerSecond / health.requestsPerSecond).toFixed(2)} x health, ${fullReads.failures} failures)`,
);

const catalogue = await measureCatalogue(root);
const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1000).toFixed(1)} kB`;
console.log('\nCatalogue (a 360 px phone, Chromium, the api on PGlite)');
console.log(
  `  product poll: changed body ${kb(catalogue.poll.changedBodyBytes)}, unchanged ${catalogue.poll.unchangedStatus} ${catalogue.poll.unchangedBytes} bytes`,
);
const sum = (t: { json: number; images: number; scripts: number; other: number }) =>
  t.json + t.images + t.scripts + t.other;
for (const [label, totals] of [
  ['All Products, 50 products, first screen', catalogue.dashboard],
  ['All Products, 50 products, scrolled to the end', catalogue.scrolled],
] as const) {
  console.log(
    `  ${label}: JSON ${kb(totals.json)} + images ${kb(totals.images)} = ${kb(totals.json + totals.images)} (target < 400 kB); with scripts and the rest ${kb(sum(totals))}`,
  );
}
const { photo } = catalogue;
console.log(
  `  4000x3000 photo: ${kb(photo.originalBytes)} chosen, ${kb(photo.sentBytes)} sent (target <= 300 kB), stored ${kb(photo.storedFullBytes)} (1600 px WebP) + ${kb(photo.storedListBytes)} (list variant)`,
);

printOrders(await measureOrders());
