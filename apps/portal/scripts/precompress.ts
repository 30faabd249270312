// After `vite build` and the prerender: every script and stylesheet under dist/assets also as .br
// (Brotli at its best quality) and .gz (gzip level 9), which the api sends as they are to a browser
// that accepts them (@fastify/static's preCompressed, apps/api/src/http/portal.ts). The files are
// hashed and never change, so the slow best compression is paid once here, not on every request:
// the entry script travels as ~115 kB instead of ~137 kB compressed on the fly.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const portal = path.resolve(import.meta.dirname, '..');
// PRERENDER_DIST: another build folder (vite build --outDir ...); dist by default.
const assets = path.join(path.resolve(process.env.PRERENDER_DIST ?? path.join(portal, 'dist')), 'assets');

let plain = 0;
let brotli = 0;
let files = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css)$/.test(name)) continue;
  const file = path.join(assets, name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  plain += body.length;
  brotli += br.length;
  files += 1;
}
console.log(
  `precompress: ${files} scripts and stylesheets, ${(plain / 1000).toFixed(0)} kB -> ${(brotli / 1000).toFixed(0)} kB as Brotli (and gzip beside)`,
);
