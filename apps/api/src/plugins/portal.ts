// The built portal (apps/portal/dist) at every path the api does not answer, and the 404 of the
// rest: after every route, so an api path is never mistaken for a page.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerNotFound, registerPortal } from '../http/portal.ts';

const portalPlugin: FastifyPluginAsync<{ portalDist: string }> = async (app, { portalDist }) => {
  registerNotFound(app, await registerPortal(app, portalDist));
};

export const builtPortal = fp(portalPlugin, { name: 'sika-portal' });
