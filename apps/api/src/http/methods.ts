// A known address asked with a method it does not take is a 405 naming the ones it does (`Allow`,
// RFC 9110 section 15.5.6), not a 404 that says the address does not exist. Fastify's router only
// knows method and path together, so the routes are collected as they are added: path pattern ->
// methods, consulted by the not-found handler (http/portal.ts).
import type { FastifyInstance } from 'fastify';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** Per app: the api's routes by their path pattern. */
const knownPaths = new WeakMap<FastifyInstance, Map<string, KnownPath>>();

/** `/api/product/:id` -> a RegExp matching `/api/product/abc`; a parameter is one path segment. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Collects every route added after this call (call it before the routes are registered). */
export function collectRouteMethods(app: FastifyInstance): void {
  const paths = new Map<string, KnownPath>();
  knownPaths.set(app, paths);
  app.addHook('onRoute', (route) => {
    // The file server's catch-all (`/*`) is not an address of the api.
    if (route.url.includes('*')) return;
    const known = paths.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) known.methods.add(method.toUpperCase());
    // Fastify answers HEAD for every GET route.
    if (known.methods.has('GET')) known.methods.add('HEAD');
    paths.set(route.url, known);
  });
}

/** The methods the path takes (sorted, for `Allow`), or undefined when no route has that path. */
export function allowedMethods(app: FastifyInstance, url: string): string[] | undefined {
  const pathname = url.split(/[?#]/)[0]!;
  const methods = new Set<string>();
  for (const known of knownPaths.get(app)?.values() ?? []) {
    if (known.pattern.test(pathname)) for (const method of known.methods) methods.add(method);
  }
  return methods.size > 0 ? [...methods].sort() : undefined;
}
