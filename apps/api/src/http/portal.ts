// Serves the built portal (one origin in production: first-party cookies, no CORS). Hashed files
// under /assets never change, so browsers keep them a year; everything else is revalidated.
// Unknown GETs outside /api get the SPA's shell so its router can take them (deep links): app.html
// when the build wrote one (index.html then holds the login page prerendered for /, which no other
// route should flash), else index.html.
import { serverMessages } from '@sika/domain';
import { existsSync } from 'node:fs';
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

/** Registers static serving when the portal is built; returns whether it is. */
export async function registerPortal(app: FastifyInstance, portalDist: string): Promise<boolean> {
  if (!existsSync(path.join(portalDist, 'index.html'))) {
    app.log.warn(`No built portal at ${portalDist} (index.html missing): serving the api only.`);
    return false;
  }
  shells.set(app, existsSync(path.join(portalDist, 'app.html')) ? 'app.html' : 'index.html');
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
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset is a stale build: a 404 is clearer than HTML served as a script.
    if (servesPortal && isRead && !isApiPath(url) && !url.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').sendFile(shell);
    }
    return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', serverMessages.routeNotFound));
  });
}
