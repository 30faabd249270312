// Serves the built portal (one origin in production: first-party cookies, no CORS). Hashed files
// under /assets never change, so browsers keep them a year; everything else is revalidated.
// Unknown GETs outside /api get the SPA's shell so its router can take them (deep links): app.html
// when the build wrote one (index.html then holds the login page prerendered for /, which no other
// route should flash), else index.html. When the build wrote dist/preload.json (each lazy route's
// scripts, by the path's first segment), the shell names them as <link rel="modulepreload">, so a
// deep link's screen code downloads beside the entry rather than after it; a route the build
// prerendered (dist/shells/{segment}.html) gets that page instead of the empty shell, and a route
// with an id (dist/shells/by-id/{segment}.html: /order-details/{id}) gets its page for any one id.
import { serverMessages } from '@sika/domain';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import { allowedMethods } from './methods.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The file deep links get, per app: the empty shell when the build prerendered / into index.html. */
const shells = new WeakMap<FastifyInstance, string>();

/** The pages a deep link gets instead of the plain shell. */
interface RoutePages {
  /** By the path's first segment (/order-details/{id}): the plain shell with the route's preloads. */
  bySegment: Map<string, string>;
  /** By the whole path (/vendor-main-page): the route's own prerendered shell, with its preloads. */
  exact: Map<string, string>;
  /** By the segment of a path with one id after it (/order-details/{id}): the same, for any id. */
  byId: Map<string, string>;
}

/** Per app: see RoutePages. */
const routePages = new WeakMap<FastifyInstance, RoutePages>();

/** dist/preload.json (apps/portal/scripts/prerender.ts): a route's scripts by segment; none when missing or odd. */
function readPreloads(portalDist: string): Map<string, string[]> {
  const preloads = new Map<string, string[]>();
  const file = path.join(portalDist, 'preload.json');
  if (!existsSync(file)) return preloads;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return preloads; // a preload is an optimisation: without it the shell still works
  }
  for (const [segment, files] of Object.entries(parsed)) {
    if (!Array.isArray(files)) continue;
    preloads.set(
      segment,
      files.filter((href): href is string => typeof href === 'string' && /^\/assets\/[\w.-]+\.js$/.test(href)),
    );
  }
  return preloads;
}

/**
 * The pages for the routes the build knows more about than the plain shell: their scripts as
 * <link rel="modulepreload">, and for a route with its own prerendered shell (dist/shells/
 * {segment}.html: what the route looks like before its code and data arrive, so a phone paints it
 * from the HTML) that page, for exactly its path (/vendor-main-page/else is not the dashboard).
 */
function readRoutePages(portalDist: string, shell: string): RoutePages {
  const pages: RoutePages = { bySegment: new Map(), exact: new Map(), byId: new Map() };
  const plain = readFileSync(path.join(portalDist, shell), 'utf8');
  const shellsDir = path.join(portalDist, 'shells');
  const routeNames = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((file) => (/^[\w-]+\.html$/.test(file) ? [file.slice(0, -'.html'.length)] : []))
      : [];
  const prerendered = routeNames(shellsDir);
  const preloads = readPreloads(portalDist);
  const withPreloads = (html: string, segment: string) => {
    const links = (preloads.get(segment) ?? [])
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('\n    ');
    return links && html.includes('</head>') ? html.replace('</head>', `  ${links}\n  </head>`) : html;
  };
  for (const segment of preloads.keys()) pages.bySegment.set(segment, withPreloads(plain, segment));
  for (const segment of prerendered) {
    const html = readFileSync(path.join(shellsDir, `${segment}.html`), 'utf8');
    if (html.includes('</head>')) pages.exact.set(`/${segment}`, withPreloads(html, segment));
  }
  for (const segment of routeNames(path.join(shellsDir, 'by-id'))) {
    const html = readFileSync(path.join(shellsDir, 'by-id', `${segment}.html`), 'utf8');
    if (html.includes('</head>')) pages.byId.set(segment, withPreloads(html, segment));
  }
  return pages;
}

/**
 * The content security policy's sources for the inline scripts of the built pages (index.html and
 * dist/shells: the tiny loader each has that asks for the scripts once the page has painted, written
 * by apps/portal/scripts/prerender.ts), as 'sha256-...': exactly those scripts may run inline, no
 * other. None without a build.
 */
export function inlineScriptSources(portalDist: string): string[] {
  const htmlIn = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.html'))
          .map((file) => path.join(dir, file))
      : [];
  const shellsDir = path.join(portalDist, 'shells');
  const pages = [
    path.join(portalDist, 'index.html'),
    ...htmlIn(shellsDir),
    ...htmlIn(path.join(shellsDir, 'by-id')),
  ].filter((file) => existsSync(file));
  const sources = new Set<string>();
  for (const page of pages) {
    for (const [, script] of readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      sources.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    }
  }
  return [...sources];
}

/** The ETags of the pages deep links get (built once per page: they never change while the api runs). */
const pageEtags = new Map<string, string>();

function pageEtag(page: string): string {
  let etag = pageEtags.get(page);
  if (!etag) {
    etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 22)}"`;
    pageEtags.set(page, etag);
  }
  return etag;
}

/** Registers static serving when the portal is built; returns whether it is. */
export async function registerPortal(app: FastifyInstance, portalDist: string): Promise<boolean> {
  if (!existsSync(path.join(portalDist, 'index.html'))) {
    app.log.warn(`No built portal at ${portalDist} (index.html missing): serving the api only.`);
    return false;
  }
  const shell = existsSync(path.join(portalDist, 'app.html')) ? 'app.html' : 'index.html';
  shells.set(app, shell);
  routePages.set(app, readRoutePages(portalDist, shell));
  await app.register(fastifyStatic, {
    root: portalDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    // The build writes each script and stylesheet also as .br and .gz at their best compression
    // (apps/portal/scripts/precompress.ts): sent as they are to a browser that takes them, instead of
    // compressed on every request at a fast level (a sixth bigger). Other files, or a build without
    // them, go through @fastify/compress as before.
    preCompressed: true,
    // The headers are ours (below); the module's default would be max-age=0 for everything.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(portalDist, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  // The file server's wildcard route also catches reads under /api that match no operation (e.g.
  // `/api//vendor/all-Vendors`): those are the api's unknown routes, so they get its 404, not the
  // file server's 403.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === '/*' && isApiPath(request.url)) return reply.callNotFound();
  });
  return true;
}

export function registerNotFound(app: FastifyInstance, servesPortal: boolean): void {
  const shell = shells.get(app) ?? 'index.html';
  const pages = routePages.get(app) ?? {
    bySegment: new Map<string, string>(),
    exact: new Map<string, string>(),
    byId: new Map<string, string>(),
  };
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a stale build: a 404 is clearer than HTML served as a script.
    if (servesPortal && isRead && !isApiPath(url) && !url.startsWith('/assets/')) {
      const pathname = url.split(/[?#]/)[0]!;
      const [, segment = '', id, ...more] = pathname.split('/');
      const page =
        pages.exact.get(pathname) ??
        (id && more.length === 0 ? pages.byId.get(segment) : undefined) ??
        pages.bySegment.get(segment);
      if (page) {
        // Revalidated on every visit (no-cache): with its ETag an unchanged page is a 304, not
        // its ~8 kB again (a vendor opening the installed app reloads the dashboard's page).
        const etag = pageEtag(page);
        reply.header('cache-control', 'no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(page);
      }
      return reply.header('cache-control', 'no-cache').sendFile(shell);
    }
    const allowed = isApiPath(url) ? allowedMethods(app, url) : undefined;
    if (allowed) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(errorBody('METHOD_NOT_ALLOWED', serverMessages.methodNotAllowed));
    }
    return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', serverMessages.routeNotFound));
  });
}
