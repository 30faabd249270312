// The ui package as another app sees it (`pnpm test:consumer`): build @sika/ui, pack it, install the
// tarball and its peers from the npm registry into a fresh Vite + React app outside the workspace,
// then check that
//   1. the app type-checks against the packed declarations (custom theme and brand included),
//   2. the package renders in Node from its packed files (server render): the custom colour and the
//      brand name reach the output, and no global style is applied unless asked for,
//   3. the app builds with Vite, three ways, to measure what one component costs it in gzip bytes:
//      A: React alone; B: A + SikaThemeProvider (custom theme and brand, styled-components);
//      C: B + one Button. C - B is the component, C - A the component with the provider and its peer.
// Any failing step stops the check with its output and a non-zero exit.
// Environment: UI_CONSUMER_KEEP=1 keeps the temp app; npm's own cache is reused (--prefer-offline).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const uiDir = path.join(root, 'packages/ui');
const started = performance.now();
const timings: string[] = [];

/** Runs a command; on failure prints its output and exits non-zero, naming the step. */
function run(step: string, cmd: string, args: string[], cwd: string): Promise<string> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('error', (error) => fail(step, `${cmd} could not start: ${error.message}`));
    child.on('close', (code) => {
      if (code !== 0) fail(step, `\`${cmd} ${args.join(' ')}\` exited ${code} in ${cwd}\n${out}`);
      timings.push(`${step} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      resolve(out);
    });
  });
}

function fail(step: string, detail: string): never {
  console.error(`\n✗ ui consumer check failed at "${step}"\n${detail}`);
  process.exit(1);
}

/** The version this workspace resolved, so the consumer gets the same (and npm's cache has it). */
function installedVersion(name: string, from = uiDir): string {
  const file = path.join(from, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

// 1. Build and pack the ui package.
// Through turbo: after `pnpm build` (as in `pnpm test`) an unchanged package is replayed from cache.
await run(
  'build @sika/ui',
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@sika/ui', '--output-logs=errors-only'],
  root,
);
const app = mkdtempSync(path.join(tmpdir(), 'sika-ui-consumer-'));
const packOut = await run('pack', 'pnpm', ['pack', '--pack-destination', app], uiDir);
const tarball = readdirSync(app).find((f) => f.endsWith('.tgz'));
if (!tarball) fail('pack', `no tarball in ${app}\n${packOut}`);

// 2. A fresh app beside it: the tarball, its peers, Vite and the types, nothing from the workspace.
const peers = ['react', 'react-dom', 'react-redux', 'react-router-dom', 'styled-components'];
const tools = ['vite', '@vitejs/plugin-react'];
const types = ['@types/react', '@types/react-dom', '@types/node']; // node: styled-components' ServerStyleSheet types
const dependencies = Object.fromEntries([
  ['@sika/ui', `file:./${tarball}`],
  ...peers.map((n) => [n, installedVersion(n)]),
  ...tools.map((n) => [n, installedVersion(n, root)]),
  ...types.map((n) => [n, installedVersion(n, root)]),
]);
writeFileSync(
  path.join(app, 'package.json'),
  JSON.stringify({ name: 'sika-ui-consumer', private: true, type: 'module', dependencies }, null, 2),
);

const provider = `const theme = { colors: { primary: '#7a1fa2', primaryHover: '#5c1679' } };
const brand = { name: 'Acme Pay' };`;
const variants: Record<string, string> = {
  a: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<p>Hello</p>);`,
  b: `import { createRoot } from 'react-dom/client';
import { SikaThemeProvider } from '@sika/ui';
${provider}
createRoot(document.getElementById('root')!).render(
  <SikaThemeProvider theme={theme} brand={brand}><p>Hello</p></SikaThemeProvider>,
);`,
  c: `import { createRoot } from 'react-dom/client';
import { Button, SikaThemeProvider } from '@sika/ui';
${provider}
createRoot(document.getElementById('root')!).render(
  <SikaThemeProvider theme={theme} brand={brand}><p>Hello</p><Button type="button">Pay</Button></SikaThemeProvider>,
);`,
};
for (const [name, source] of Object.entries(variants)) {
  mkdirSync(path.join(app, name));
  writeFileSync(path.join(app, name, 'main.tsx'), source);
  writeFileSync(
    path.join(app, name, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
}
writeFileSync(
  path.join(app, 'vite.config.js'),
  `import react from '@vitejs/plugin-react';
export default { plugins: [react()], logLevel: 'warn', build: { target: 'es2022', reportCompressedSize: false },
  ssr: { noExternal: true } };`,
);
writeFileSync(
  path.join(app, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      allowImportingTsExtensions: true,
      lib: ['es2022', 'dom'],
      types: ['node'],
    },
    include: ['*/main.tsx'],
  }),
);
// Server render from the packed files: the custom theme and brand arrive, no global style leaks.
writeFileSync(
  path.join(app, 'render.jsx'),
  `import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { BrandLogo, Button, SikaThemeProvider } from '@sika/ui';
const theme = { colors: { primary: '#7a1fa2', primaryHover: '#5c1679' } };
const sheet = new ServerStyleSheet();
const tree = (
  <SikaThemeProvider theme={theme} brand={{ name: 'Acme Pay' }}>
    <BrandLogo />
    <Button type="button">Pay</Button>
  </SikaThemeProvider>
);
const html = renderToString(sheet.collectStyles(tree));
const css = sheet.getStyleTags();
const problems = [
  !html.includes('Acme Pay') && 'the brand name is not rendered',
  !css.includes('#7a1fa2') && 'the custom primary colour is not in the styles',
  /body\\s*\\{/.test(css) && 'a global style (body) was applied without globalStyle',
].filter(Boolean);
if (problems.length) { console.error(problems.join('\\n')); process.exit(1); }`,
);

await run(
  'npm install',
  'npm',
  ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
  app,
);

// 3. Type-check, server-render and build (in parallel: they only read the installed app).
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const vite = path.join(app, 'node_modules/vite/bin/vite.js');
await Promise.all([
  run('typecheck', process.execPath, [tsc, '-p', 'tsconfig.json'], app),
  // Through Vite's SSR build (everything bundled), as a server-rendering host would run it: plain
  // Node cannot default-import styled-components' CommonJS build from ESM.
  run('server render', process.execPath, [vite, 'build', '--ssr', 'render.jsx', '--outDir', 'dist-render'], app).then(
    () => run('server render', process.execPath, ['dist-render/render.js'], app),
  ),
  ...Object.keys(variants).map((name) =>
    run(
      `vite build ${name}`,
      process.execPath,
      [vite, 'build', name, '--config', 'vite.config.js', '--outDir', `../dist-${name}`],
      app,
    ),
  ),
]);

/** Gzip bytes of what the page loads: every emitted script and stylesheet. */
function gzipBytes(dir: string): number {
  return readdirSync(path.join(app, dir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(app, dir, 'assets', f))).length, 0);
}
const [a, b, c] = ['dist-a', 'dist-b', 'dist-c'].map(gzipBytes) as [number, number, number];
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(`✓ @sika/ui installs, type-checks, renders and builds outside the workspace (${tarball})`);
console.log(`  A React only:                               ${a} B gzip`);
console.log(`  B + SikaThemeProvider (theme, brand):       ${b} B gzip (+${b - a}, mostly styled-components)`);
console.log(`  C + one Button:                             ${c} B gzip`);
console.log(
  `  one Button costs the app                    ${c - b} B gzip (${c - a} B with provider and styled-components)`,
);
console.log(`  steps: ${timings.join(', ')}; total ${seconds} s`);

if (process.env.UI_CONSUMER_KEEP) console.log(`  app kept in ${app}`);
else rmSync(app, { recursive: true, force: true });
