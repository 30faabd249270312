// Cookies and signed access tokens (JWT), and the request fields the security handlers fill in.
import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { getOrCreateSecret } from '../db/queries/secrets.ts';

export interface AccessTokenOptions {
  config: Config;
  database: Database;
}

const accessTokenPlugin: FastifyPluginAsync<AccessTokenOptions> = async (app, { config, database }) => {
  // Several instances over one database must agree on the key: keep a generated one there.
  const secret =
    config.jwtSecret ?? (await getOrCreateSecret(database.db, 'jwt', () => randomBytes(48).toString('base64url')));
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, { secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
  app.decorateRequest('vendor', null);
  app.decorateRequest('vendorStamp', undefined);
  app.decorateRequest('person', null);
};

export const accessTokenSigning = fp(accessTokenPlugin, { name: 'sika-access-tokens' });
