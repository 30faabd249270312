// After the prerender and the precompression: writes the service worker's precache list into
// dist/sw.js (vite-plugin-pwa compiled it from src/sw/sw.ts with the list left empty), from the
// files the build really ships: app.html, the page that opens any route without a network, and the
// entry's scripts and stylesheets, which every visit loads anyway (so the worker's install takes
// them from the HTTP cache). Not index.html nor the prerendered shells: Workbox fetches a page past
// the HTTP cache, a second download of each on the first visit for nothing app.html cannot do.
// Beside them only the Add New Products form and Profile (below): each other route's code is kept by the worker
// as it is fetched (src/sw/sw.ts).
// Then sw.js is written as .br and .gz too, as precompress.ts does for the scripts: the browser
// fetches it on the first visit and whenever it looks for a new version.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { injectManifest } from 'workbox-build';

const portal = path.resolve(import.meta.dirname, '..');
// PRERENDER_DIST: another build folder (vite build --outDir ...); dist by default.
const dist = path.resolve(process.env.PRERENDER_DIST ?? path.join(portal, 'dist'));

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('precache: the Vite manifest names no entry');
const entryFiles = new Set<string>();
const follow = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || entryFiles.has(chunk.file)) return;
  entryFiles.add(chunk.file);
  for (const css of chunk.css ?? []) entryFiles.add(css);
  for (const imported of chunk.imports ?? []) follow(imported);
};
follow(entryKey);
// The offline notice and its banner (docs/product.md, Offline): the banner is first needed when
// there is no network to fetch it from; the notice comes after the vendor pages' first load.
// And the Add New Products form (with its plan previews and draft keeper): a product made offline
// waits on the phone (Writes that wait), so its form must open offline even if it was never opened
// online. The worker installs once the page has loaded and is idle (src/main.tsx), and what it adds
// here must keep the first visit within the goal (bench/pwa.ts, at most 1.1x one without a worker):
// And Profile's panel without its phone rules (~10 kB, fetched beside it: parts/ProfilePanel.tsx), so
// Profile opens offline from the vendor's record the dashboard already saved. The other panels'
// code is kept as it is first fetched.
// Not the form's checks, which it fetches once idle: they bring the form library (~11 kB), past the
// goal; without them a product made offline is kept as typed and the server checks it when sent.
for (const piece of [
  '/OfflineNotice/index.ts',
  '/OfflineNotice/LiveBanner.tsx',
  '/VendorDashboard/parts/AddProductPanel.tsx',
  '/VendorDashboard/parts/ProfilePanel.tsx',
]) {
  const key = Object.keys(manifest).find((name) => name.endsWith(piece));
  if (!key) throw new Error(`precache: the Vite manifest names no chunk for ${piece}`);
  follow(key);
}

const swFile = path.join(dist, 'sw.js');
const { count, size, warnings } = await injectManifest({
  swSrc: swFile,
  swDest: swFile,
  globDirectory: dist,
  globPatterns: ['app.html', 'favicon.svg', ...entryFiles],
  // Hashed names: the name is the revision, so the worker's install takes them from the HTTP cache
  // the first visit filled (Workbox fetches a file with a revision bypassing that cache).
  dontCacheBustURLsMatching: /^assets\//,
});
for (const warning of warnings) console.warn(`precache: ${warning}`);
const worker = readFileSync(swFile);
writeFileSync(
  `${swFile}.br`,
  brotliCompressSync(worker, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
);
writeFileSync(`${swFile}.gz`, gzipSync(worker, { level: 9 }));
console.log(`precache: dist/sw.js precaches ${count} files, ${(size / 1000).toFixed(0)} kB`);
