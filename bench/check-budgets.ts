import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measurePanels, measureRoutes } from './bundle.ts';

/**
 * `pnpm check:budgets` (in `pnpm test`, after the build): fails when a route's first-load JavaScript
 * (gzip, from the Vite manifest) is more than 5% over its budget in bench/budgets.json, or when a
 * panel fetched on opening costs more than its ceiling (bench/bundle.ts, PANELS). Fast: it
 * only reads the build. `--update` writes today's sizes as the budgets (a deliberate change,
 * reviewed like code). The unchanged-poll-is-a-304 half of the check is the api's own tests, which
 * the package script runs next.
 */
const TOLERANCE = 0.05;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/portal/dist');
const budgetsFile = path.join(import.meta.dirname, 'budgets.json');

if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error('check:budgets: no portal build with a manifest; run `pnpm build` first.');
  process.exit(1);
}
const routes = measureRoutes(dist);

if (process.argv.includes('--update')) {
  const firstLoadGzipBytes = Object.fromEntries(routes.map((route) => [route.route, route.gzipBytes]));
  writeFileSync(
    budgetsFile,
    `${JSON.stringify({ $comment: 'First-load JavaScript per route, gzip bytes (pnpm check:budgets; --update rewrites)', firstLoadGzipBytes }, null, 2)}\n`,
  );
  console.log(`check:budgets: wrote ${path.relative(root, budgetsFile)}`);
  process.exit(0);
}

const { firstLoadGzipBytes: budgets } = JSON.parse(readFileSync(budgetsFile, 'utf8')) as {
  firstLoadGzipBytes: Record<string, number>;
};
let failed = 0;
for (const route of routes) {
  const budget = budgets[route.route];
  if (budget === undefined) {
    console.error(`  ${route.route}: no budget in bench/budgets.json`);
    failed += 1;
    continue;
  }
  const ratio = route.gzipBytes / budget;
  const over = ratio > 1 + TOLERANCE;
  if (over) failed += 1;
  console.log(
    `  ${over ? 'FAIL' : 'ok  '} ${route.route.padEnd(20)} ${route.gzipBytes} B gzip, budget ${budget} B (${(ratio * 100).toFixed(1)}%, limit ${(100 + TOLERANCE * 100).toFixed(0)}%)`,
  );
}
// Panels fetched when opened have a fixed ceiling (bench/bundle.ts, PANELS), not a snapshot.
for (const panel of measurePanels(dist)) {
  const over = panel.gzipBytes > panel.maxGzipBytes;
  if (over) failed += 1;
  console.log(
    `  ${over ? 'FAIL' : 'ok  '} ${`${panel.panel} panel`.padEnd(20)} ${panel.gzipBytes} B gzip on opening, at most ${panel.maxGzipBytes} B (${panel.files.join(', ')})`,
  );
}
if (failed) {
  console.error(
    `check:budgets: ${failed} route(s) over budget. Trim them, or raise the budget on purpose with --update.`,
  );
  process.exit(1);
}
console.log('check:budgets: every route within budget');
