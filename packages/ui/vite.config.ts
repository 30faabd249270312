import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Library build of @sika/ui for apps outside this workspace (`pnpm --filter @sika/ui build`): ESM,
// one output file per source module (an app's bundler keeps only what it imports), peers and
// npm dependencies left as imports, and the unpublished workspace packages (@sika/domain,
// @sika/api-client) compiled in under dist/_sika/.
const root = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalNames = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter(
  (n) => !n.startsWith('@sika/'),
);
const isExternal = (id: string) => externalNames.some((name) => id === name || id.startsWith(`${name}/`));

const screens = readdirSync(path.join(root, 'src/screens'), { withFileTypes: true }).filter((e) => e.isDirectory());
const entries: Record<string, string> = {
  index: 'src/index.ts',
  store: 'src/store.ts',
  ...Object.fromEntries(screens.map(({ name }) => [`screens/${name}/index`, `src/screens/${name}/index.ts`])),
};

const packagesDir = path.resolve(root, '..');

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    lib: {
      entry: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, path.join(root, v)])),
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        // src/x/y.tsx -> x/y.js; packages/domain/src/z.ts -> _sika/domain/z.js
        entryFileNames: ({ facadeModuleId }) => {
          if (!facadeModuleId) return '[name].js';
          const rel = path.relative(packagesDir, facadeModuleId).split(path.sep);
          const [pkgDir, , ...rest] = rel;
          const file = rest.join('/').replace(/\.(tsx?|jsx?)$/, '.js');
          return pkgDir === 'ui' ? file : `_sika/${pkgDir}/${file}`;
        },
      },
    },
  },
});
