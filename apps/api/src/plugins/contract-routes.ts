// Every route of the contract, through fastify-openapi-glue: request validation and response
// serialisation (which drops unknown fields) follow openapi.yaml, and each operation's handler is
// looked up by its operationId. Also the admin CLI's internal routes, when the server has a secret
// for them.
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { registerSecurityBeforeBody, rolesByOperation, securityHandlers } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import { collectRouteMethods } from '../http/methods.ts';
import { activityHandlers } from '../routes/activity.ts';
import { registerAdminRoutes } from '../routes/admin.ts';
import { changeHandlers } from '../routes/changes.ts';
import { earningsHandlers } from '../routes/earnings.ts';
import { emailChangeHandlers } from '../routes/email-change.ts';
import { healthHandlers } from '../routes/health.ts';
import { imageHandlers } from '../routes/images.ts';
import { mailHandlers } from '../routes/mail.ts';
import { notImplemented } from '../routes/not-implemented.ts';
import { orderHandlers } from '../routes/orders.ts';
import { passwordResetHandlers } from '../routes/password-reset.ts';
import { payoutHandlers } from '../routes/payouts.ts';
import { productImportHandlers } from '../routes/product-import.ts';
import { productHandlers } from '../routes/products.ts';
import { pushHandlers } from '../routes/push.ts';
import { sessionHandlers } from '../routes/session.ts';
import { teamHandlers } from '../routes/team.ts';
import { uploadHandlers } from '../routes/uploads.ts';
import { vendorHandlers } from '../routes/vendors.ts';
import { type Contract, servedContract } from './contract.ts';

export interface ContractRoutesOptions {
  ctx: AppContext;
  contract: Contract;
  /** The secret of the admin CLI's internal routes (admin/endpoint.ts); absent means no such routes. */
  adminSecret: string | undefined;
}

// A handler, or route options with one (an operation that answers its own validation failures).
type Handler = ((...args: never[]) => unknown) | { handler: (...args: never[]) => unknown };

const contractRoutesPlugin: FastifyPluginAsync<ContractRoutesOptions> = async (app, { ctx, contract, adminSecret }) => {
  const handlers: Record<string, Handler> = {
    ...healthHandlers(ctx, contract.info.version),
    ...sessionHandlers(ctx),
    ...passwordResetHandlers(ctx),
    ...emailChangeHandlers(ctx),
    ...vendorHandlers(ctx),
    ...mailHandlers(ctx),
    ...productHandlers(ctx),
    ...productImportHandlers(ctx),
    ...orderHandlers(ctx),
    ...earningsHandlers(ctx),
    ...payoutHandlers(ctx),
    ...changeHandlers(ctx),
    ...uploadHandlers(ctx),
    ...imageHandlers(ctx),
    ...pushHandlers(ctx),
    ...teamHandlers(ctx),
    ...activityHandlers(ctx),
  };

  registerSecurityBeforeBody(app);
  // Before any route: a wrong method on a known path is then a 405 naming the right ones.
  collectRouteMethods(app);
  await app.register(fastifyOpenapiGlue, {
    specification: servedContract(contract),
    // Every operation of the contract is routed; those without a handler yet answer 501.
    operationResolver: (operationId) =>
      (handlers[operationId] ?? notImplemented(operationId)) as unknown as RouteOptions,
    securityHandlers: securityHandlers(ctx, rolesByOperation(contract)),
  });
  if (adminSecret) registerAdminRoutes(app, ctx, adminSecret);
};

export const contractRoutes = fp(contractRoutesPlugin, { name: 'sika-contract-routes' });
