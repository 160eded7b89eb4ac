import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { apiPaths, errorCodes, type SiteConfig } from '@familytree/shared';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createFamiliesService } from './modules/families/families.service.js';
import { familiesRoutes } from './modules/families/families.routes.js';
import { registerAuthentication } from './platform/authentication.js';
import type { AppContext } from './platform/context.js';
import { registerErrorHandler } from './platform/error-handler.js';
import { registerWebApp } from './platform/web-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// Both apps/api/src (tests) and apps/api/dist (the built server) sit two levels below apps/.
export const defaultWebDistDir = path.resolve(here, '../../web/dist');

export interface BuildAppOptions {
  logger?: boolean;
  webDistDir?: string;
}

export async function buildApp(
  context: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: context.config.logLevel },
    // Behind a proxy set TRUST_PROXY so that login throttling sees the real client address.
    trustProxy: context.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (a malformed URL) leave in the same { message, code } shape.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .code(error.statusCode ?? 400)
        .send({ message: error.message, code: errorCodes.invalidInput });
    },
  });
  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });

  const auth = createAuthService(context);
  registerAuthentication(app, auth);

  app.get(apiPaths.config, async (): Promise<SiteConfig> => ({
    baseDomain: context.config.baseDomain,
  }));
  authRoutes(app, auth);
  familiesRoutes(app, createFamiliesService(context));

  await registerWebApp(app, {
    webDistDir: options.webDistDir ?? defaultWebDistDir,
    baseDomain: context.config.baseDomain,
    db: context.db,
  });
  return app;
}
