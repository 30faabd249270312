// What every route handler needs, built once by buildApp.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokens } from './auth/access-tokens.ts';
import type { SessionPolicy } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';

/** Resolves when the request may go on; throws a 429 HttpError when the caller is throttled. */
export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  /** The current time; injectable so tests can expire tokens and pass grace windows. */
  clock: () => Date;
  session: SessionPolicy;
  limiters: { login: Limiter; register: Limiter };
}
