// What every request is checked against and every answer carries, whatever its route: the one
// error body, the contract's validation rules, CORS and the security headers.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { contractMethods, registerCors } from '../http/cors.ts';
import { errorHandler } from '../http/errors.ts';
import { inlineScriptSources } from '../http/portal.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { contractValidatorCompiler } from '../http/validation.ts';
import type { Contract } from './contract.ts';

export interface RequestFrameOptions {
  config: Config;
  contract: Contract;
}

const requestFramePlugin: FastifyPluginAsync<RequestFrameOptions> = async (app, { config, contract }) => {
  app.setErrorHandler(errorHandler);
  // Bodies validated strictly (no coercion, unknown fields refused); parameters coerced from text.
  app.setValidatorCompiler(contractValidatorCompiler());
  await registerCors(app, config.corsOrigins, contractMethods(contract));
  registerSecurityHeaders(app, config.cspConnectOrigins, inlineScriptSources(config.portalDist));
};

export const requestFrame = fp(requestFramePlugin, { name: 'sika-request-frame' });
