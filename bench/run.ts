import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { measureApiAtScale, printApi } from './api.ts';
import { measureLibraryFloor, measurePanels, measureRoutes } from './bundle.ts';
import { measureCatalogue } from './catalogue.ts';
import { PARTS, writeFiguresIntoDocs, type BenchResults } from './docs-table.ts';
import { measureEarnings, printEarnings } from './earnings.ts';
import { GOALS } from './figures.ts';
import { measureLighthouse, printLighthouse } from './lighthouse.ts';
import { measurePayouts, printPayouts } from './payouts.ts';
import { measureOrderDetails, printOrderDetails, writeOrderDetailsIntoDocs } from './order-details.ts';
import { measureOrders, printOrders } from './orders.ts';
import { measureProductImport, printProductImport } from './product-import.ts';
import { measurePwa, printPwa } from './pwa.ts';
import { measureCsvRead, printCsvRead } from './csv-read.ts';
import { measureUploadsUnderLoad, printUploadsUnderLoad } from './uploads-under-load.ts';
import { measureWire, printWire } from './wire.ts';

// `pnpm bench`: what the product costs a vendor on a mid-range phone and paid mobile data, and what
// one api process serves, every figure measured in this run next to its baseline (the library
// floor, whole-list polls, a bare Fastify hello-world): these machines are noisy, so read ratios.
// Loopback only; every loop is bounded; it stops by itself. BENCH_SKIP=lighthouse,api,... skips parts
// (wire, lighthouse, api, catalogue, orders, earnings, payouts, import, csv-read, uploads, pwa).
// `--write-docs` (or BENCH_WRITE_DOCS=1) also writes the figures into docs/performance.md.
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/portal/dist');
if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error('No portal build with a manifest: run `pnpm build` first.');
  process.exit(1);
}
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const writeDocs = process.argv.includes('--write-docs') || process.env.BENCH_WRITE_DOCS === '1';
const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1000).toFixed(1)} kB`;
const machine: BenchResults['machine'] = { cores: availableParallelism(), loadAverage: loadavg()[0]! };

const floor = await measureLibraryFloor(root);
const routes = measureRoutes(dist);
const panels = measurePanels(dist);
const results: BenchResults = {
  command: [
    process.env.BENCH_SKIP ? `BENCH_SKIP=${process.env.BENCH_SKIP}` : '',
    process.env.DATABASE_URL ? 'DATABASE_URL=postgres://...' : '',
    'pnpm bench --write-docs',
  ]
    .filter(Boolean)
    .join(' '),
  machine,
  floor,
  routes,
  panels,
  api: [],
  skipped: PARTS.filter((part) => skip.has(part)),
};
console.log('JavaScript each route loads first (gzip), next to the library floor');
console.log(
  `  library floor (react, react-dom, react-router-dom, RTK + react-redux, formik, yup, styled-components, react-toastify, bundled alone)  ${kb(floor.gzipBytes)}`,
);
for (const route of routes) {
  const ratio = route.gzipBytes / floor.gzipBytes;
  const goal = GOALS.javascriptToFloor[route.route];
  console.log(
    `  ${route.route.padEnd(20)} ${kb(route.gzipBytes)} in ${route.files.length} files = ${ratio.toFixed(2)}x the floor${goal ? ` (goal <= ${goal}x)` : ''}`,
  );
}
for (const panel of panels) {
  console.log(
    `  ${`${panel.panel} panel`.padEnd(20)} ${kb(panel.gzipBytes)} more on opening, in ${panel.files.length} files (at most ${kb(panel.maxGzipBytes)})`,
  );
}

if (!skip.has('wire')) printWire((results.wire = await measureWire(root)));
if (!skip.has('lighthouse')) printLighthouse((results.lighthouse = await measureLighthouse(root)));
if (!skip.has('api')) {
  results.api.push(await measureApiAtScale(root));
  printApi(results.api.at(-1)!);
  if (process.env.DATABASE_URL) {
    results.api.push(await measureApiAtScale(root, process.env.DATABASE_URL));
    printApi(results.api.at(-1)!);
  } else console.log('  (PostgreSQL: set DATABASE_URL to a database you can throw away to measure it too)');
}

if (!skip.has('catalogue')) {
  const catalogue = (results.catalogue = await measureCatalogue(root));
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
      `  ${label}: JSON ${kb(totals.json)} + images ${kb(totals.images)} = ${kb(totals.json + totals.images)} (target < ${kb(GOALS.firstScreenBytes)}); with scripts and the rest ${kb(sum(totals))}`,
    );
  }
  const { photo } = catalogue;
  console.log(
    `  upload, a 4000x3000 photo: ${kb(photo.originalBytes)} chosen, ${kb(photo.sentBytes)} sent (goal <= ${kb(GOALS.photoSentBytes)}, ${((photo.sentBytes ?? 0) / GOALS.photoSentBytes).toFixed(2)}x), stored ${kb(photo.storedFullBytes)} (1600 px WebP) + ${kb(photo.storedListBytes)} (list variant)`,
  );
}

if (!skip.has('orders')) {
  const orders = await measureOrders();
  results.orders = { ...orders, driver: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite' };
  printOrders(orders);
}

if (!skip.has('earnings')) {
  results.earnings = [await measureEarnings()];
  if (process.env.DATABASE_URL) results.earnings.push(await measureEarnings(process.env.DATABASE_URL));
  results.earnings.forEach(printEarnings);
}

// Printed, not written into docs/performance.md's table: `node bench/payouts.ts` measures it alone.
if (!skip.has('payouts')) {
  printPayouts(await measurePayouts());
  if (process.env.DATABASE_URL) printPayouts(await measurePayouts(process.env.DATABASE_URL));
}

if (!skip.has('import')) {
  results.productImport = [await measureProductImport()];
  if (process.env.DATABASE_URL) results.productImport.push(await measureProductImport(process.env.DATABASE_URL));
  results.productImport.forEach(printProductImport);
}

if (!skip.has('csv-read')) printCsvRead((results.csvRead = await measureCsvRead(root)));

if (!skip.has('uploads')) printUploadsUnderLoad((results.uploads = await measureUploadsUnderLoad(root)));

if (!skip.has('pwa')) printPwa((results.pwa = await measurePwa(root)));

// Written apart from the main block (bench/order-details.ts), so it can be measured alone too.
const orderDetails = skip.has('order-details') ? undefined : await measureOrderDetails(root);
if (orderDetails) printOrderDetails(orderDetails);

if (writeDocs) {
  machine.loadAverageAtEnd = loadavg()[0]!;
  const file = path.join(root, 'docs/performance.md');
  await writeFiguresIntoDocs(file, results);
  if (orderDetails) writeOrderDetailsIntoDocs(file, orderDetails, results.command);
  console.log(`\nWrote these figures into ${path.relative(root, file)} (Current figures).`);
}
