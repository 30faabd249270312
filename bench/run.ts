import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureApi } from './api.ts';
import { measureBundle } from './bundle.ts';

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
