import {
  completePasswordResetContract,
  requestPasswordResetContract,
  authCheckContract,
  handoffContract,
  handoffExchangeContract,
  loginContract,
  type LoginRequest,
  logoutContract,
} from '@familytree/shared';
import { apiRequest } from '../../lib/api-client';

export const login = (body: LoginRequest) => apiRequest(loginContract, { body, token: null });

export const checkSession = (subdomain: string | null) =>
  apiRequest(authCheckContract, { query: { subdomain: subdomain ?? undefined } });

/** Ends the stored session, or the given one (a login that is not kept). */
export const logout = (token?: string) => apiRequest(logoutContract, { token });

export const createHandoff = (token: string) => apiRequest(handoffContract, { token });

export const exchangeHandoff = (code: string) =>
  apiRequest(handoffExchangeContract, { body: { code }, token: null });

export const requestPasswordReset = (email: string) =>
  apiRequest(requestPasswordResetContract, { body: { email }, token: null });

export const completePasswordReset = (token: string, password: string) =>
  apiRequest(completePasswordResetContract, { body: { token, password }, token: null });
