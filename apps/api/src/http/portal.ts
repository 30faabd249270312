// Serves the built portal (one origin in production: first-party cookies, no CORS). Hashed files
// under /assets never change, so browsers keep them a year; everything else is revalidated.
// Unknown GETs outside /api get the SPA's shell so its router can take them (deep links): app.html
// when the build wrote one (index.html then holds the login page prerendered for /, which no other
// route should flash), else index.html. When the build wrote dist/preload.json (each lazy route's
// scripts, by the path's first segment), the shell names them as <link rel="modulepreload">, so a
// deep link's screen code downloads beside the entry rather than after it.
import { serverMessages } from '@sika/domain';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The file deep links get, per app: the empty shell when the build prerendered / into index.html. */
const shells = new WeakMap<FastifyInstance, string>();

/** Per app: the shell's HTML with the route's scripts preloaded, by the path's first segment. */
const preloadedShells = new WeakMap<FastifyInstance, Map<string, string>>();

/** dist/preload.json (apps/portal/scripts/prerender.ts) as ready shells; none when it is missing or odd. */
function readPreloadedShells(portalDist: string, shell: string): Map<string, string> {
  const shells = new Map<string, string>();
  const file = path.join(portalDist, 'preload.json');
  if (!existsSync(file)) return shells;
  const html = readFileSync(path.join(portalDist, shell), 'utf8');
  let preloads: Record<string, unknown>;
  try {
    preloads = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return shells; // a preload is an optimisation: without it the shell still works
  }
  for (const [segment, files] of Object.entries(preloads)) {
    if (!Array.isArray(files) || !html.includes('</head>')) continue;
    const links = files
      .filter((href): href is string => typeof href === 'string' && /^\/assets\/[\w.-]+\.js$/.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('\n    ');
    shells.set(segment, html.replace('</head>', `  ${links}\n  </head>`));
  }
  return shells;
}

/** Registers static serving when the portal is built; returns whether it is. */
export async function registerPortal(app: FastifyInstance, portalDist: string): Promise<boolean> {
  if (!existsSync(path.join(portalDist, 'index.html'))) {
    app.log.warn(`No built portal at ${portalDist} (index.html missing): serving the api only.`);
    return false;
  }
  const shell = existsSync(path.join(portalDist, 'app.html')) ? 'app.html' : 'index.html';
  shells.set(app, shell);
  preloadedShells.set(app, readPreloadedShells(portalDist, shell));
  await app.register(fastifyStatic, {
    root: portalDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
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
  const preloaded = preloadedShells.get(app) ?? new Map<string, string>();
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a stale build: a 404 is clearer than HTML served as a script.
    if (servesPortal && isRead && !isApiPath(url) && !url.startsWith('/assets/')) {
      const withPreloads = preloaded.get(url.split(/[?#]/)[0]!.split('/')[1] ?? '');
      if (withPreloads) {
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withPreloads);
      }
      return reply.header('cache-control', 'no-cache').sendFile(shell);
    }
    return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', serverMessages.routeNotFound));
  });
}
