import {
  apiPaths,
  type AuthCheckResponse,
  type HandoffResponse,
  type LoginRequest,
  type LoginResponse,
} from '@familytree/shared';
import { apiRequest } from '../../lib/api-client';

export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('POST', apiPaths.login, { body, token: null });

export const checkSession = (subdomain: string | null) =>
  apiRequest<AuthCheckResponse>('POST', apiPaths.check, {
    query: { subdomain: subdomain ?? undefined },
  });

/** Ends the stored session, or the given one (a login that is not kept). */
export const logout = (token?: string) => apiRequest<void>('POST', apiPaths.logout, { token });

export const createHandoff = (token: string) =>
  apiRequest<HandoffResponse>('POST', apiPaths.handoff, { token });

export const exchangeHandoff = (code: string) =>
  apiRequest<LoginResponse>('POST', apiPaths.handoffExchange, { body: { code }, token: null });
