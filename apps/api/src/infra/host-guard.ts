import type { FastifyInstance } from 'fastify';
import { errorCodes, messages } from '@familytree/shared';
import { answerLocale } from './request-locale.js';
import { localize } from './user-text.js';

/** Loopback addresses stay allowed for checks and benchmarks on the machine itself. */
const loopbackHosts = new Set(['127.0.0.1', '[::1]']);

/** Whether a Host header names this installation: the base domain, a sub-domain, or loopback. */
export function isServedHost(host: string | undefined, baseDomain: string): boolean {
  if (!host) return false;
  const hostname = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return (
    hostname === baseDomain || hostname.endsWith(`.${baseDomain}`) || loopbackHosts.has(hostname)
  );
}

/**
 * Answers 404 to a request for any other host, before routing: the app never serves pages or
 * links under a domain someone else points at it (DNS rebinding, poisoned caches and links).
 */
export function registerHostGuard(app: FastifyInstance, baseDomain: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isServedHost(request.headers.host, baseDomain)) return;
    return reply.code(404).send({
      message: await localize(messages.common.notFound, answerLocale(request)),
      code: errorCodes.notFound,
    });
  });
}
