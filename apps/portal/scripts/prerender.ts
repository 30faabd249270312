// After `vite build`: renders the login page (src/entry-server.tsx) into dist/index.html as HTML
// and critical CSS, which the client hydrates. The plain shell is kept as dist/app.html: the api
// serves it for every other route (deep links), so no other page flashes the login form.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const portal = path.resolve(import.meta.dirname, '..');
// PRERENDER_DIST: another build folder (vite build --outDir ...); dist by default.
const dist = path.resolve(process.env.PRERENDER_DIST ?? path.join(portal, 'dist'));
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`prerender: dist/index.html has no ${ROOT}`);

const outDir = mkdtempSync(path.join(portal, 'node_modules', '.prerender-'));
try {
  await build({
    root: portal,
    logLevel: 'warn',
    // Bundled whole: Node would load some libraries' CommonJS builds (styled-components' default
    // export is then not the function), the browser bundle uses their ES modules.
    ssr: { noExternal: true },
    build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  const { renderLogin } = (await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)) as {
    renderLogin: () => { html: string; styleTags: string };
  };
  const rendered = renderLogin();
  // Until the script has hydrated the form, a submit would be the browser's own: a GET to "#" with
  // the password in the address. The submit buttons start disabled; main.tsx enables them just
  // before hydrating (so the markup matches what React renders).
  const html = rendered.html.replaceAll('<button type="submit"', '<button type="submit" disabled data-prerendered=""');
  const { styleTags } = rendered;
  copyFileSync(path.join(dist, 'index.html'), path.join(dist, 'app.html'));
  // The login page paints from this HTML alone; its JavaScript only hydrates it. Fetched at low
  // priority, the scripts are no longer taken for render-blocking (Lighthouse's simulation counts
  // every high-priority script that finished before the first paint), and nothing else competes
  // with them on this page. app.html keeps the default: there the page is nothing until they run.
  const scripts = /<(script type="module"|link rel="modulepreload") crossorigin/g;
  if (!scripts.test(shell)) throw new Error('prerender: dist/index.html has no module script to defer');
  writeFileSync(
    path.join(dist, 'index.html'),
    shell
      .replace(scripts, '<$1 fetchpriority="low" crossorigin')
      .replace('</head>', `${styleTags}\n  </head>`)
      .replace(ROOT, `<div id="root">${html}</div>`),
  );
  console.log(
    `prerender: dist/index.html holds the login page (${html.length} B of HTML, ${styleTags.length} B of CSS)`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
