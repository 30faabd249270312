import path from 'node:path';
import { measureBundle } from './bundle.ts';

// `pnpm bench`: figures a vendor pays for, printed as numbers to compare run to run.
const root = path.resolve(import.meta.dirname, '..');
const bundle = measureBundle(path.join(root, 'apps/portal/dist'));
console.log('Login route JavaScript (gzip bytes the entry HTML loads)');
for (const { file, gzipBytes } of bundle.files) console.log(`  ${file}  ${gzipBytes}`);
console.log(`  total  ${bundle.totalGzipBytes}`);
