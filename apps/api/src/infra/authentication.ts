import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from './errors.js';

/** The signed-in caller as every module sees it; the auth module resolves it from the token. */
export interface AuthUser {
  userId: number;
  firstName: string;
  lastName: string;
  isPlatformAdmin: boolean;
  tokenHash: string;
}

/** Resolves a bearer token to its user (null when bad, expired or revoked); injected by app.ts. */
export type Authenticate = (token: string) => Promise<AuthUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves `Authorization: Bearer` on every API request. A bad, expired or revoked token reads as a
 * visitor, so public pages keep working with a stale browser session; calls that need a user then
 * answer 401 through requireUser.
 */
export function registerAuthentication(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (token === null) return;
    request.authUser = await authenticate(token);
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthenticated();
  return request.authUser;
}
