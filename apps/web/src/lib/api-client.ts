import type { ApiErrorBody } from '@familytree/shared';
import { messages } from '@familytree/shared';
import { readSession } from '../features/auth/session-store';

/** A refused or failed API call, carrying the server's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Overrides the stored session token (used right after login, before the session is stored). */
  token?: string | null;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const token = options.token === undefined ? readSession()?.token : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'The server could not be reached. Check your connection and try again.',
      'NETWORK',
    );
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (payload ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(
      response.status,
      body.message ?? messages.common.serverError,
      body.code ?? 'UNKNOWN',
      body.fields ?? {},
    );
  }
  return payload as T;
}

/** A page of a list, with the total the server reports in X-Total-Count. */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

/**
 * GET of a paged list: like apiRequest, but also reads the X-Total-Count header (which apiRequest
 * drops). A missing header counts the items received.
 */
export async function apiRequestPage<T>(
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<ApiPage<T>> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const token = options.token === undefined ? readSession()?.token : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, { method: 'GET', headers, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'The server could not be reached. Check your connection and try again.',
      'NETWORK',
    );
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (payload ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(
      response.status,
      body.message ?? messages.common.serverError,
      body.code ?? 'UNKNOWN',
      body.fields ?? {},
    );
  }
  const items = Array.isArray(payload) ? (payload as T[]) : [];
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}
