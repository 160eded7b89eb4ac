import type { ApiErrorBody } from '@familytree/shared';
import { messages } from '@familytree/shared';
import { readSession } from './session-store';

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
  /** Sent as JSON; a FormData (a file upload) is sent as multipart instead. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Overrides the stored session token (used right after login, before the session is stored). */
  token?: string | null;
  signal?: AbortSignal;
}

function urlOf(path: string, query: RequestOptions['query'] = {}): URL {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

function headersFor(token: RequestOptions['token'], contentType?: string): Record<string, string> {
  const signedInAs = token === undefined ? readSession()?.token : token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  if (signedInAs) headers.Authorization = `Bearer ${signedInAs}`;
  return headers;
}

/** A FormData goes as it is: the browser then sets the multipart type with its boundary. */
function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** fetch, with a network failure turned into an ApiError; an abort is passed on as it is. */
async function send(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'The server could not be reached. Check your connection and try again.',
      'NETWORK',
    );
  }
}

/** The response's JSON; a refusal becomes an ApiError with the server's message and fields. */
async function readPayload(response: Response): Promise<unknown> {
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
  return payload;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { body, contentType } = encodeBody(options.body);
  const response = await send(urlOf(path, options.query), {
    method,
    headers: headersFor(options.token, contentType),
    body,
    signal: options.signal,
  });
  if (response.status === 204) return undefined as T;
  return (await readPayload(response)) as T;
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
  const response = await send(urlOf(path, options.query), {
    method: 'GET',
    headers: headersFor(options.token),
    signal: options.signal,
  });
  const payload = await readPayload(response);
  const items = Array.isArray(payload) ? (payload as T[]) : [];
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}
