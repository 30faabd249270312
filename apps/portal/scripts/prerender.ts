// After `vite build`: renders the login page (src/entry-server.tsx) into dist/index.html as HTML
// and critical CSS, which the client hydrates. The plain shell is kept as dist/app.html: the api
// serves it for every other route (deep links), so no other page flashes the login form, with the
// route's own scripts preloaded from dist/preload.json (written here too). The dashboard gets its
// own shell, dist/shells/vendor-main-page.html: its frame and the opened panel's loading state, painted from the HTML,
// with its early requests and the early panel's template (@sika/api-client, src/early/). Order
// details gets dist/shells/by-id/order-details.html, its frame and shapes, served for any order id.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const portal = path.resolve(import.meta.dirname, '..');
// PRERENDER_DIST: another build folder (vite build --outDir ...); dist by default.
const dist = path.resolve(process.env.PRERENDER_DIST ?? path.join(portal, 'dist'));
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`prerender: dist/index.html has no ${ROOT}`);

/** How long the dashboard's page waits for its early panel before it asks for the app anyway. */
const EARLY_PANEL_WAIT_MS = 2_000;

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * dist/preload.json: for each lazy route but the login (returned: index.html names it), keyed by its path's first segment (unique among them:
 * /vendor-main-page, /order-details/:id, ...), the scripts its screen needs beyond the entry's. The
 * api adds them to the shell it serves a deep link as <link rel="modulepreload">, so the screen's
 * code downloads beside the entry instead of after it (apps/api/src/http/portal.ts).
 */
function writePreloads(routes: Array<{ path: string; screen: string }>) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chain = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) chain(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('prerender: the Vite manifest names no entry');
  const entryFiles = chain(entryKey, new Set());
  const preloads: Record<string, string[]> = {};
  let login: string[] = [];
  for (const { path: route, screen } of routes) {
    const segment = route.split('/')[1]!;
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`/screens/${screen}/index.ts`));
    if (!key) throw new Error(`prerender: the Vite manifest has no chunk for the screen ${screen} (${route})`);
    if (preloads[segment]) throw new Error(`prerender: two lazy routes start with /${segment}`);
    const files = [...chain(key, new Set())]
      .filter((file) => !entryFiles.has(file) && file.endsWith('.js'))
      .map((file) => `/${file}`);
    // The login (/) is index.html, which names its chunk itself (startAfterPaint).
    if (route === '/') login = files;
    else preloads[segment] = files;
  }
  writeFileSync(path.join(dist, 'preload.json'), `${JSON.stringify(preloads, null, 2)}\n`);
  return { login };
}

/**
 * A page that paints from its HTML alone (the login page, whose JavaScript only hydrates it; the
 * dashboard's shell, whose JavaScript then draws the vendor's page) asks for its scripts once it
 * has painted, through a tiny inline script instead of Vite's tags: the first paint never waits for
 * 150 kB of JavaScript to be evaluated, which on a slow phone whose network was quick (or on
 * loopback, where Lighthouse loads the page before simulating slow 4G: its simulation then charged
 * the entry's whole download to the first paint) would hold the page blank. The price: the download
 * starts one frame later. The api allows exactly these inline scripts in its content security
 * policy by their hash (apps/api/src/http/portal.ts). app.html keeps Vite's tags: there the page is
 * nothing until they run. `screenFiles`, the page's screen's own chunks, are preloaded with the
 * entry's.
 */
function startAfterPaint(page: string, screenFiles: string[] = [], afterEarlyPanel?: string): string {
  const tags = [
    ...page.matchAll(
      /\n\s*(?:<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">)/g,
    ),
  ];
  const entry = tags.find((tag) => tag[1])?.[1];
  if (!entry) throw new Error('prerender: dist/index.html has no module script');
  const preloads = [...tags.flatMap((tag) => (tag[2] ? [tag[2]] : [])), ...screenFiles];
  // requestAnimationFrame runs just before the first frame, the timeout just after it. A hidden tab
  // draws no frame: there the scripts start at once.
  const loader = `(() => {
      const start = () => {
        for (const href of ${JSON.stringify(preloads)}) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.append(link);
        }
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = ${JSON.stringify(entry)};
        document.head.append(script);
      };
      const afterPaint = () => {
        if (document.visibilityState === 'hidden') setTimeout(start, 0);
        else requestAnimationFrame(() => setTimeout(start, 0));
      };${
        afterEarlyPanel
          ? `
      // The dashboard's page may be drawing the vendor's products from its early request
      // (@sika/api-client, early/earlyPanel.ts): the app's scripts come once that is painted (at
      // most ${EARLY_PANEL_WAIT_MS} ms later), so the products are not held back behind 115 kB of JavaScript on
      // a slow link; without products to draw, the promise is already settled.
      Promise.race([window.${afterEarlyPanel}, new Promise((resolve) => setTimeout(resolve, ${EARLY_PANEL_WAIT_MS}))]).then(afterPaint);`
          : `
      afterPaint();`
      }
    })();`;
  let rewritten = page;
  for (const [tag] of tags) rewritten = rewritten.replace(tag, '');
  return rewritten.replace('</head>', `  <script>\n    ${loader}\n  </script>\n  </head>`);
}

const outDir = mkdtempSync(path.join(portal, 'node_modules', '.prerender-'));
try {
  await build({
    root: portal,
    logLevel: 'warn',
    // Bundled whole: Node would load some libraries' CommonJS builds (styled-components' default
    // export is then not the function), the browser bundle uses their ES modules.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // Named plainly for the import below, not hashed like the browser's scripts (vite.config.ts).
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
  });
  const { renderLogin, renderVendorDashboardShell, renderOrderDetailsShell, dashboardEarlyRequests, lazyRouteScreens } =
    (await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href)) as {
      renderLogin: () => Promise<{ html: string; styleTags: string }>;
      renderOrderDetailsShell: () => { html: string; styleTags: string };
      renderVendorDashboardShell: () => {
        html: string;
        styleTags: string;
        productsTemplate: string;
        drawnEarly: string;
        openingPanel: string;
      };
      dashboardEarlyRequests: () => string;
      lazyRouteScreens: () => Array<{ path: string; screen: string }>;
    };
  const { login } = writePreloads(lazyRouteScreens());
  const rendered = await renderLogin();
  // Until the script has hydrated the form, a submit would be the browser's own: a GET to "#" with
  // the password in the address. The submit buttons start disabled; main.tsx enables them just
  // before hydrating (so the markup matches what React renders). The fields start read-only the
  // same way: hydration gives them Formik's values, so anything typed before it would be wiped.
  const html = rendered.html
    .replaceAll('<button type="submit"', '<button type="submit" disabled data-prerendered=""')
    .replaceAll('<input ', '<input readonly data-prerendered="" ');
  const { styleTags } = rendered;
  copyFileSync(path.join(dist, 'index.html'), path.join(dist, 'app.html'));
  writeFileSync(
    path.join(dist, 'index.html'),
    startAfterPaint(shell, login)
      .replace('</head>', `${styleTags}\n  </head>`)
      .replace(ROOT, `<div id="root">${html}</div>`),
  );
  // The api adds the dashboard's own scripts as modulepreload (they start with the HTML: they are
  // small, and the page needs them for anything of the vendor's).
  const dashboard = renderVendorDashboardShell();
  mkdirSync(path.join(dist, 'shells'), { recursive: true });
  // First in <head>: the vendor's lists are asked for while everything else downloads.
  const charset = '<meta charset="UTF-8" />';
  if (!shell.includes(charset)) throw new Error(`prerender: dist/index.html has no ${charset}`);
  writeFileSync(
    path.join(dist, 'shells/vendor-main-page.html'),
    startAfterPaint(shell, [], dashboard.drawnEarly)
      .replace(
        charset,
        `${charset}\n    <script>${dashboard.openingPanel}</script>\n    <script>${dashboardEarlyRequests()}</script>`,
      )
      .replace('</head>', `${dashboard.styleTags}\n  </head>`)
      .replace(ROOT, `<div id="root">${dashboard.html}</div>\n    ${dashboard.productsTemplate}`),
  );
  // Order details, for any id (the api serves it for /order-details/{id}); its scripts are added
  // as modulepreload by the api, as the dashboard's are.
  const order = renderOrderDetailsShell();
  mkdirSync(path.join(dist, 'shells/by-id'), { recursive: true });
  writeFileSync(
    path.join(dist, 'shells/by-id/order-details.html'),
    startAfterPaint(shell)
      .replace('</head>', `${order.styleTags}\n  </head>`)
      .replace(ROOT, `<div id="root">${order.html}</div>`),
  );
  console.log(
    `prerender: dist/shells/by-id/order-details.html holds Order details' shell (${order.html.length} B of HTML, ${order.styleTags.length} B of CSS)`,
  );
  console.log(
    `prerender: dist/shells/vendor-main-page.html holds the dashboard's shell (${dashboard.html.length} B of HTML, ${dashboard.styleTags.length} B of CSS)`,
  );
  console.log(
    `prerender: dist/index.html holds the login page (${html.length} B of HTML, ${styleTags.length} B of CSS)`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
