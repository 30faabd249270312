import { readFileSync, writeFileSync } from 'node:fs';
import type { ApiFigures } from './api.ts';
import type { PanelFigure, RouteFigure } from './bundle.ts';
import type { measureCatalogue } from './catalogue.ts';
import type { CsvReadFigures } from './csv-read.ts';
import { earningsGoalMet, earningsRatio, type EarningsFigures } from './earnings.ts';
import { apiCaseHasGoal, GOALS, wholeListsHourBytes } from './figures.ts';
import type { LighthouseFigure } from './lighthouse.ts';
import type { OrdersFigures } from './orders.ts';
import type { ProductImportFigures } from './product-import.ts';
import type { PwaFigures } from './pwa.ts';
import type { Latency, UploadsUnderLoadFigures } from './uploads-under-load.ts';
import type { WireFigures } from './wire.ts';

/**
 * `pnpm bench --write-docs`: the figures of one run as a Markdown table, written into
 * docs/performance.md between its markers, from the same result objects the console output prints.
 * A run that skips parts writes only the parts it measured and says which it skipped.
 */
export const BLOCK_START = '<!-- bench:start -->';
export const BLOCK_END = '<!-- bench:end -->';
export const PARTS = [
  'wire',
  'lighthouse',
  'api',
  'catalogue',
  'orders',
  'earnings',
  'import',
  'csv-read',
  'uploads',
  'pwa',
] as const;
export const FULL_COMMAND = 'pnpm build && DATABASE_URL=postgres://... pnpm bench --write-docs';

export interface BenchResults {
  /** The command as run, e.g. `BENCH_SKIP=api pnpm bench --write-docs`. */
  command: string;
  /** The 1-minute load average as the run began and as it ended: other work on the machine moves the api figures. */
  machine: { cores: number; loadAverage: number; loadAverageAtEnd?: number };
  floor: { gzipBytes: number; files: number };
  routes: RouteFigure[];
  /** Panels fetched when opened (bench/bundle.ts, PANELS). */
  panels?: PanelFigure[];
  wire?: WireFigures;
  lighthouse?: LighthouseFigure[];
  /** One per database measured (PGlite, and PostgreSQL with DATABASE_URL). */
  api: ApiFigures[];
  catalogue?: Awaited<ReturnType<typeof measureCatalogue>>;
  orders?: OrdersFigures & { driver: string };
  /** One per database measured (PGlite, and PostgreSQL with DATABASE_URL). */
  earnings?: EarningsFigures[];
  /** One per database measured (PGlite, and PostgreSQL with DATABASE_URL). */
  productImport?: ProductImportFigures[];
  pwa?: PwaFigures;
  /** A 500-row product file read on the phone (bench/csv-read.ts). */
  csvRead?: CsvReadFigures;
  uploads?: UploadsUnderLoadFigures;
  skipped: string[];
}

const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1000).toFixed(1)} kB`;
const count = (value: number) => value.toLocaleString('en-US');
const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
const ratio = (value: number, base: number) => `${(value / base).toFixed(2)}x`;
const verdict = (met: boolean, goal: string) => `${goal}: ${met ? 'met' : '**not met**'}`;
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

type Row = [figure: string, measured: string, baseline: string, goal: string];

function bundleRows({ floor, routes }: BenchResults): Row[] {
  const rows: Row[] = [
    [
      "library floor: the stack's libraries bundled alone (gzip)",
      `${kb(floor.gzipBytes)} in ${files(floor.files)}`,
      '',
      '',
    ],
  ];
  for (const route of routes) {
    const share = route.gzipBytes / floor.gzipBytes;
    const goal = GOALS.javascriptToFloor[route.route];
    rows.push([
      `JavaScript, \`${route.route}\` (gzip, first load)`,
      `${kb(route.gzipBytes)} in ${files(route.files.length)}`,
      `${share.toFixed(2)}x the floor`,
      goal === undefined ? '' : verdict(share <= goal, `<= ${goal}x`),
    ]);
  }
  return rows;
}

function wireRows({ polls, idle }: WireFigures): Row[] {
  const rows: Row[] = polls.map((poll) => [
    `unchanged 15 s poll, \`${poll.list}\`, request + response, HTTP/1.1`,
    `${poll.unchangedStatus}, ${count(poll.unchanged)} B`,
    `whole answer ${count(poll.full)} B: ${ratio(poll.unchanged, poll.full)}`,
    '',
  ]);
  const wholeHour = wholeListsHourBytes(polls);
  const visibleGoal = `<= ${kb(GOALS.idleVisibleHourBytes)}`;
  rows.push(
    [
      'idle dashboard, one hour, visible, HTTP/1.1',
      `${kb(idle.visibleBytesPerHour)} in ${idle.visibleRequestsPerHour} requests`,
      `${kb(wholeHour)} if the lists on screen came back whole: ${ratio(idle.visibleBytesPerHour, wholeHour)}`,
      verdict(idle.visibleBytesPerHour <= GOALS.idleVisibleHourBytes, visibleGoal),
    ],
    [
      'idle dashboard, one hour, hidden',
      `${kb(idle.hiddenBytesPerHour)} in ${idle.hiddenRequestsPerHour} requests`,
      '',
      verdict(idle.hiddenBytesPerHour <= GOALS.idleHiddenHourBytes, 'nothing'),
    ],
  );
  if (idle.http2VisibleBytesPerHour !== undefined) {
    rows.push([
      'idle dashboard, one hour, visible, HTTP/2 behind a TLS proxy (every byte of the connection)',
      kb(idle.http2VisibleBytesPerHour),
      '',
      verdict(idle.http2VisibleBytesPerHour <= GOALS.idleVisibleHourBytes, visibleGoal),
    ]);
  }
  return rows;
}

function lighthouseRows(figures: LighthouseFigure[]): Row[] {
  return figures.map((figure) => {
    const goal = GOALS.lighthouse[figure.url]!;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return [
      `Lighthouse mobile, \`${figure.url}\` (median of ${figure.runs.length})`,
      `${figure.score}, LCP ${seconds(figure.lcpMs)}, CLS ${figure.cls} (runs ${figure.runs.map((run) => `${run.score}/${seconds(run.lcpMs)}`).join(', ')})`,
      '',
      verdict(
        figure.score >= goal.score && figure.lcpMs <= goal.lcpMs && figure.cls <= goal.cls,
        `>= ${goal.score}, LCP <= ${(goal.lcpMs / 1000).toFixed(1)} s, CLS ${goal.cls}`,
      ),
    ];
  });
}

function apiRows(figures: ApiFigures): Row[] {
  return figures.cases.map(({ label, figures: c, hello }) => {
    const share = c.requestsPerSecond / hello.requestsPerSecond;
    const hasGoal = apiCaseHasGoal(label);
    return [
      `${label.trim()}, ${figures.driver} (autocannon, 50 connections)`,
      `${count(c.requestsPerSecond)} req/s, p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms, ${c.errors} errors`,
      `hello-world just before: ${count(hello.requestsPerSecond)} req/s: ${(share * 100).toFixed(1)}%`,
      hasGoal
        ? verdict(
            share >= GOALS.apiShareOfHelloWorld && c.p99Ms <= GOALS.apiP99Ms,
            `>= ${GOALS.apiShareOfHelloWorld * 100}%, p99 <= ${GOALS.apiP99Ms} ms`,
          )
        : 'cold path: no goal',
    ];
  });
}

function catalogueRows(catalogue: NonNullable<BenchResults['catalogue']>): Row[] {
  const { poll, dashboard, scrolled, photo } = catalogue;
  const screen = (label: string, totals: typeof dashboard, goal: boolean): Row => [
    `All Products, 50 pictured products, ${label} (360 px, Chromium)`,
    `JSON ${kb(totals.json)} + images ${kb(totals.images)} = ${kb(totals.json + totals.images)}; with scripts and the rest ${kb(totals.json + totals.images + totals.scripts + totals.other)}`,
    '',
    goal
      ? verdict(totals.json + totals.images < GOALS.firstScreenBytes, `JSON and images < ${kb(GOALS.firstScreenBytes)}`)
      : '',
  ];
  return [
    [
      'product list poll, unchanged',
      `${poll.unchangedStatus}, ${count(poll.unchangedBytes)} B`,
      `changed body ${kb(poll.changedBodyBytes)}`,
      '',
    ],
    screen('first screen', dashboard, true),
    screen('scrolled to the end', scrolled, false),
    [
      'a 4000x3000 photo uploaded',
      `${kb(photo.sentBytes)} sent; stored ${kb(photo.storedFullBytes)} (1600 px WebP) + ${kb(photo.storedListBytes)} (list variant)`,
      `${kb(photo.originalBytes)} chosen: ${ratio(photo.sentBytes ?? 0, photo.originalBytes)}`,
      verdict((photo.sentBytes ?? Infinity) <= GOALS.photoSentBytes, `<= ${kb(GOALS.photoSentBytes)} sent`),
    ],
  ];
}

function ordersRows(orders: NonNullable<BenchResults['orders']>): Row[] {
  const { firstPage, largestPage, deepPage, unchangedPoll, walkAll } = orders;
  const one = `one vendor with ${count(orders.orders)} orders, ${orders.driver}`;
  return [
    [
      `orders list, default page (${firstPage.count} orders), ${one}`,
      `median ${firstPage.medianMs} ms, worst ${firstPage.maxMs} ms; ${kb(firstPage.bodyBytes)} JSON (${kb(firstPage.gzipBytes)} gzip)`,
      '',
      '',
    ],
    [
      'orders list, limit=500 page',
      `median ${largestPage.medianMs} ms; ${kb(largestPage.bodyBytes)} JSON (${kb(largestPage.gzipBytes)} gzip)`,
      '',
      '',
    ],
    ['orders list, 100 orders after the first 7,500 (cursor)', `median ${deepPage.medianMs} ms`, '', ''],
    ['orders list, unchanged poll', `${unchangedPoll.status}, ${count(unchangedPoll.bytes)} B (no body)`, '', ''],
    ['every order, page by page', `${walkAll.pages} pages of 500 in ${walkAll.seconds} s`, '', ''],
  ];
}

function panelRows(panels: PanelFigure[]): Row[] {
  return panels.map((panel) => [
    `JavaScript, ${panel.panel} panel (gzip, fetched on opening)`,
    `${kb(panel.gzipBytes)} in ${files(panel.files.length)}`,
    '',
    verdict(panel.gzipBytes <= panel.maxGzipBytes, `<= ${kb(panel.maxGzipBytes)}`),
  ]);
}

function earningsRows(figures: EarningsFigures): Row[] {
  const { earnings, ordersList } = figures;
  const times = earningsRatio(figures);
  return [
    [
      `earnings, one vendor with ${count(figures.orders)} orders, ${figures.driver} (${figures.samples} requests, list cache off)`,
      `median ${earnings.medianMs} ms, p99 ${earnings.p99Ms} ms; ${kb(earnings.bodyBytes)} JSON (${kb(earnings.gzipBytes)} gzip)`,
      `orders list's default page, in turns: median ${ordersList.medianMs} ms, p99 ${ordersList.p99Ms} ms, ${kb(ordersList.bodyBytes)}: ${ratio(earnings.medianMs, ordersList.medianMs)} / ${ratio(earnings.p99Ms, ordersList.p99Ms)} / ${times.bytes.toFixed(2)}x the bytes`,
      verdict(earningsGoalMet(figures), `median and p99 <= ${GOALS.earningsToOrdersList}x the list's`),
    ],
    [
      `earnings unchanged, ${figures.driver} (ETag, list cache on)`,
      `${figures.unchanged.status}, median ${figures.unchanged.medianMs} ms`,
      '',
      '',
    ],
  ];
}

function productImportRows(figures: ProductImportFigures): Row[] {
  const { create, update } = figures;
  const call = (c: typeof create) =>
    `median ${c.medianMs} ms, p99 ${c.p99Ms} ms; answer ${kb(c.answerBytes)} JSON (${kb(c.answerGzipBytes)} gzip)`;
  return [
    [
      `import of ${count(figures.rows)} new products, ${figures.driver} (${figures.runs} runs, a fresh vendor each)`,
      `${call(create)}; request ${kb(figures.requestBytes)} JSON`,
      '',
      '',
    ],
    [`import of ${count(figures.rows)} updates by id, ${figures.driver}`, call(update), '', ''],
  ];
}

function csvReadRows(figures: CsvReadFigures): Row[] {
  return [
    [
      `a ${count(figures.rows)}-row product file read on the phone (Chromium, CPU ${figures.cpuSlowdown}x slower, median of ${figures.runs})`,
      `${kb(figures.fileBytes)} UTF-8 with commas: ${figures.utf8Ms} ms; UTF-16 with semicolons: ${figures.utf16SemicolonMs} ms`,
      `the same file unthrottled: ${figures.unthrottledUtf8Ms} ms`,
      '',
    ],
  ];
}

function uploadsRows({ idle, phases }: UploadsUnderLoadFigures): Row[] {
  const latency = (under: Latency, base: Latency) =>
    `p50 ${under.p50Ms} ms, p99 ${under.p99Ms} ms (${ratio(under.p50Ms, base.p50Ms)} / ${ratio(under.p99Ms, base.p99Ms)} idle)`;
  const rows: Row[] = [
    [
      'login and product list, idle (one request at a time, PGlite)',
      `login p50 ${idle.login.p50Ms} ms, p99 ${idle.login.p99Ms} ms; list p50 ${idle.list.p50Ms} ms, p99 ${idle.list.p99Ms} ms`,
      '',
      '',
    ],
  ];
  for (const phase of phases) {
    const answers = Object.entries(phase.uploads)
      .map(([status, n]) => `${count(n)} x ${status}`)
      .join(', ');
    rows.push([
      `login and product list while ${phase.label}`,
      `login ${latency(phase.login, idle.login)}; list ${latency(phase.list, idle.list)}`,
      `the uploads answered: ${answers}`,
      '',
    ]);
  }
  return rows;
}

function pwaRows(figures: PwaFigures): Row[] {
  const firstRatio = figures.firstVisitBytes / figures.firstVisitWithoutWorkerBytes;
  return [
    [
      'first visit: login, then the dashboard, with the service worker (360 px, Chromium, every byte of the connections)',
      kb(figures.firstVisitBytes),
      `without a worker (blocked): ${kb(figures.firstVisitWithoutWorkerBytes)}: ${ratio(figures.firstVisitBytes, figures.firstVisitWithoutWorkerBytes)}`,
      verdict(firstRatio <= GOALS.pwaFirstVisitRatio, `<= ${GOALS.pwaFirstVisitRatio}x`),
    ],
    [
      "repeat visit of the dashboard's address, nothing changed (the worker in control)",
      kb(figures.repeatVisitBytes),
      `the visit before it, the first to that address: ${kb(figures.secondVisitBytes)}`,
      verdict(figures.repeatVisitBytes < GOALS.pwaRepeatVisitBytes, `< ${kb(GOALS.pwaRepeatVisitBytes)}`),
    ],
    [
      "service worker's precache (dist/sw.js)",
      `${files(figures.precache.files)}, ${kb(figures.precache.bytes)} uncompressed`,
      '',
      '',
    ],
  ];
}

/** The block written between the markers: how it was measured, then one table. */
export function renderFiguresTable(results: BenchResults): string {
  const rows: Row[] = [
    ...bundleRows(results),
    ...panelRows(results.panels ?? []),
    ...(results.wire ? wireRows(results.wire) : []),
    ...(results.lighthouse ? lighthouseRows(results.lighthouse) : []),
    ...results.api.flatMap(apiRows),
    ...(results.catalogue ? catalogueRows(results.catalogue) : []),
    ...(results.orders ? ordersRows(results.orders) : []),
    ...(results.earnings ?? []).flatMap(earningsRows),
    ...(results.productImport ?? []).flatMap(productImportRows),
    ...(results.csvRead ? csvReadRows(results.csvRead) : []),
    ...(results.uploads ? uploadsRows(results.uploads) : []),
    ...(results.pwa ? pwaRows(results.pwa) : []),
  ];
  const { cores, loadAverage, loadAverageAtEnd } = results.machine;
  const atEnd = loadAverageAtEnd === undefined ? '' : ` and ${loadAverageAtEnd.toFixed(1)} when it ended`;
  const lines = [
    `Measured by \`${results.command}\` on ${cores} cores, load ${loadAverage.toFixed(1)} when it began${atEnd}.`,
  ];
  if (results.skipped.length > 0) {
    lines.push('', `Not measured by that run: ${results.skipped.join(', ')}. \`${FULL_COMMAND}\` measures every part.`);
  }
  lines.push(
    '',
    '| figure | measured | baseline in the same run | goal |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  );
  return lines.join('\n');
}

/** The document with the text between its markers replaced; the markers must be there, in order. */
export function replaceBlock(document: string, content: string, start = BLOCK_START, end = BLOCK_END): string {
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from === -1 || to === -1 || to < from) {
    throw new Error(`the document needs ${start} and then ${end} around the generated figures`);
  }
  return `${document.slice(0, from + start.length)}\n\n${content}\n\n${document.slice(to)}`;
}

/** Rewrites the block in `file`, formatted as `prettier --check` expects. */
export async function writeFiguresIntoDocs(file: string, results: BenchResults): Promise<void> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  const next = replaceBlock(readFileSync(file, 'utf8'), renderFiguresTable(results));
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}
