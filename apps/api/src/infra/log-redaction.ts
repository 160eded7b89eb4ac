import type { FastifyRequest } from 'fastify';

/**
 * Invitation links carry their secret token in the path, both the page (/invitation/<token>) and
 * the API (/api/invitations/<token>); logs keep the route but never the token.
 */
export function redactUrl(url: string): string {
  return url.replace(/(\/invitations?\/)[^/?#]+/gi, '$1[redacted]');
}

/** Fastify's request log line, with secrets taken out of the URL. */
export const requestSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.headers.host,
      remoteAddress: request.ip,
    };
  },
};
