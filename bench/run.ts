import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureApiAtScale, printApi } from './api.ts';
import { measureLibraryFloor, measureRoutes } from './bundle.ts';
import { measureCatalogue } from './catalogue.ts';
import { measureLighthouse, printLighthouse } from './lighthouse.ts';
import { measureOrders, printOrders } from './orders.ts';
import { measureWire, printWire } from './wire.ts';

// `pnpm bench`: what the product costs a vendor on a mid-range phone and paid mobile data, and what
// one api process serves, every figure measured in this run next to its baseline (the library
// floor, whole-list polls, a bare Fastify hello-world): these machines are noisy, so read ratios.
// Loopback only; every loop is bounded; it stops by itself. BENCH_SKIP=lighthouse,api,... skips parts.
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/portal/dist');
if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error('No portal build with a manifest: run `pnpm build` first.');
  process.exit(1);
}
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1000).toFixed(1)} kB`;

const floor = await measureLibraryFloor(root);
const goals: Record<string, number> = { '/': 0.9, '/vendor-main-page': 1.1 };
console.log('JavaScript each route loads first (gzip), next to the library floor');
console.log(
  `  library floor (react, react-dom, react-router-dom, RTK + react-redux, formik, yup, styled-components, react-toastify, bundled alone)  ${kb(floor.gzipBytes)}`,
);
for (const route of measureRoutes(dist)) {
  const ratio = route.gzipBytes / floor.gzipBytes;
  const goal = goals[route.route];
  console.log(
    `  ${route.route.padEnd(20)} ${kb(route.gzipBytes)} in ${route.files.length} files = ${ratio.toFixed(2)}x the floor${goal ? ` (goal <= ${goal}x)` : ''}`,
  );
}

if (!skip.has('wire')) printWire(await measureWire(root));
if (!skip.has('lighthouse')) printLighthouse(await measureLighthouse(root));
if (!skip.has('api')) {
  printApi(await measureApiAtScale(root));
  if (process.env.DATABASE_URL) printApi(await measureApiAtScale(root, process.env.DATABASE_URL));
  else console.log('  (PostgreSQL: set DATABASE_URL to a database you can throw away to measure it too)');
}

if (!skip.has('catalogue')) {
  const catalogue = await measureCatalogue(root);
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
    `  upload, a 4000x3000 photo: ${kb(photo.originalBytes)} chosen, ${kb(photo.sentBytes)} sent (goal <= 300 kB, ${((photo.sentBytes ?? 0) / 300_000).toFixed(2)}x), stored ${kb(photo.storedFullBytes)} (1600 px WebP) + ${kb(photo.storedListBytes)} (list variant)`,
  );
}

if (!skip.has('orders')) printOrders(await measureOrders());
