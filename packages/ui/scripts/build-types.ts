// Type declarations for dist/: tsc emits the ui package and the workspace packages it compiles in
// (@sika/domain, @sika/api-client) into a cache folder; this script moves them beside the built
// JavaScript (ui's at dist/, the others at dist/_sika/<package>/, as vite.config.ts lays out the
// code) and rewrites their imports to point there, so the packed package has no workspace import.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, 'node_modules/.cache/ui-types');
const dist = path.join(root, 'dist');
const tsc = path.join(root, '../../node_modules/typescript/bin/tsc');

rmSync(tmp, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

/** Where each emitted package's declarations go, and the entry file its bare name means. */
const places: Record<string, { dir: string; entry: string }> = {
  ui: { dir: dist, entry: 'index.js' },
  domain: { dir: path.join(dist, '_sika/domain'), entry: 'index.js' },
  'api-client': { dir: path.join(dist, '_sika/api-client'), entry: 'index.js' },
};

/** The built file a package's export subpath names: './src/writes/index.ts' -> 'writes/index.js'. */
function exportedFile(pkg: string, subpath: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, '..', pkg, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const source = manifest.exports[subpath];
  if (!source?.startsWith('./src/')) throw new Error(`@sika/${pkg}${subpath.slice(1)}: not an export of ${pkg}`);
  return source.slice('./src/'.length).replace(/\.tsx?$/, '.js');
}

let count = 0;
for (const [name, { dir }] of Object.entries(places)) {
  const from = path.join(tmp, name, 'src');
  for (const file of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.d.ts')) continue;
    const target = path.join(dir, file);
    const relTo = (p: string) => {
      const rel = path.relative(path.dirname(target), p).split(path.sep).join('/');
      return rel.startsWith('.') ? rel : `./${rel}`;
    };
    const text = readFileSync(path.join(from, file), 'utf8')
      // './x.ts' / './x.tsx' -> './x.js' (how the built files are named)
      .replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2')
      // '@sika/domain' or a subpath of its exports ('@sika/api-client/later') -> the copy compiled
      // into dist
      .replace(/(['"])@sika\/(domain|api-client)((?:\/[\w./-]+)?)\1/g, (_m, q: string, pkg: string, sub: string) => {
        const place = places[pkg]!;
        const file = sub ? exportedFile(pkg, `.${sub}`) : place.entry;
        return `${q}${relTo(path.join(place.dir, file))}${q}`;
      });
    if (/(from\s+|import\()['"]@sika\//.test(text))
      throw new Error(`${file}: a workspace import is left in its declarations`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    count += 1;
  }
}
console.log(`@sika/ui: ${count} declaration files in dist/`);
