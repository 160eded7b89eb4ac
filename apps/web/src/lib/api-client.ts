import {
  intlLocale,
  loadMessages,
  translator,
  type Catalog,
  type Namespace,
} from '@familytree/shared';
import { currentLocale } from './i18n/locale-store';
import { libMessages } from './messages';
import type {
  ApiContract,
  ApiErrorBody,
  BodyInputOf,
  HasBody,
  HasParams,
  ParamsOf,
  QueryInputOf,
  ResponseOf,
} from '@familytree/shared';
import { messages, pathOf } from '@familytree/shared';
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

type Query = Record<string, string | number | boolean | undefined>;

interface CommonOptions {
  /** Overrides the stored session token (used right after login, before the session is stored). */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (e.g. If-Match with the version an editor opened). */
  headers?: Record<string, string>;
}

/**
 * What a call of a contract takes: its path parameters (the path is built from the contract), its
 * query, and its body typed from the contract (sent as JSON); a call without a body may send a
 * FormData (a file upload, as multipart).
 */
export type RequestOptions<C extends ApiContract> = CommonOptions & {
  query?: QueryInputOf<C>;
} & (HasParams<C> extends true ? { params: ParamsOf<C> } : { params?: never }) &
  (HasBody<C> extends true ? { body: BodyInputOf<C> } : { body?: FormData });

/** Options may be left out only when the call needs neither parameters nor a body. */
type OptionsArgument<C extends ApiContract> =
  HasParams<C> extends true
    ? [options: RequestOptions<C>]
    : HasBody<C> extends true
      ? [options: RequestOptions<C>]
      : [options?: RequestOptions<C>];

const pathFor = <C extends ApiContract>(contract: C, options: { params?: unknown }): string =>
  (pathOf as (contract: ApiContract, params?: unknown) => string)(contract, options.params);

function urlOf(path: string, query: Query = {}): URL {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * A text of the client's own, in the current language. Its file is asked for with every call
 * (once per language: the promise is kept), so it is at hand when the connection drops later.
 */
async function inLanguage<T extends Catalog>(ns: Namespace<T>, key: keyof T & string) {
  const locale = currentLocale();
  return translator(await loadMessages(ns, locale), locale, ns.en)(key);
}

function headersFor(token: CommonOptions['token'], contentType?: string): Record<string, string> {
  void loadMessages(libMessages, currentLocale());
  const signedInAs = token === undefined ? readSession()?.token : token;
  // The server answers in the user's language (its messages, relation names).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': intlLocale(currentLocale()),
  };
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
    throw new ApiError(0, await inLanguage(libMessages, 'networkError'), 'NETWORK');
  }
}

/** The response's JSON; a refusal becomes an ApiError with the server's message and fields. */
async function readPayload(response: Response): Promise<unknown> {
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (payload ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(
      response.status,
      // The server answers in the language; the spec's English stands in for a body without a
      // message (a proxy's page), shown in the language where it is displayed (SpecText).
      body.message ?? messages.common.serverError,
      body.code ?? 'UNKNOWN',
      body.fields ?? {},
    );
  }
  return payload;
}

/** One call of a contract: the path from its params, the body as the contract types it. */
export async function apiRequest<C extends ApiContract>(
  contract: C,
  ...[given]: OptionsArgument<C>
): Promise<ResponseOf<C>> {
  return (await apiRequestWithHeaders(contract, ...([given] as OptionsArgument<C>))).body;
}

/** Like apiRequest, with the response's headers too (e.g. the ETag of a version). */
export async function apiRequestWithHeaders<C extends ApiContract>(
  contract: C,
  ...[given]: OptionsArgument<C>
): Promise<{ body: ResponseOf<C>; headers: Headers }> {
  const options: RequestOptions<C> = given ?? ({} as RequestOptions<C>);
  const { body, contentType } = encodeBody(options.body);
  const response = await send(urlOf(pathFor(contract, options), options.query as Query), {
    method: contract.method,
    headers: { ...headersFor(options.token, contentType), ...options.headers },
    body,
    signal: options.signal,
  });
  if (response.status === 204)
    return { body: undefined as ResponseOf<C>, headers: response.headers };
  return { body: (await readPayload(response)) as ResponseOf<C>, headers: response.headers };
}

/** The item type of a paged list's contract. */
type PageItemOf<C extends ApiContract> = ResponseOf<C> extends Array<infer T> ? T : never;

/** A page of a list, with the total the server reports in X-Total-Count. */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

/**
 * GET of a paged list: like apiRequest, but also reads the X-Total-Count header (which apiRequest
 * drops). A missing header counts the items received.
 */
export async function apiRequestPage<C extends ApiContract>(
  contract: C,
  ...[given]: OptionsArgument<C>
): Promise<ApiPage<PageItemOf<C>>> {
  type T = PageItemOf<C>;
  const options: RequestOptions<C> = given ?? ({} as RequestOptions<C>);
  const response = await send(urlOf(pathFor(contract, options), options.query as Query), {
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

/** A GET of a file (a raw response): the body as a Blob, a refusal as an ApiError. */
export async function apiDownload<C extends ApiContract>(
  contract: C,
  ...[given]: OptionsArgument<C>
): Promise<Blob> {
  const options: RequestOptions<C> = given ?? ({} as RequestOptions<C>);
  const response = await send(urlOf(pathFor(contract, options), options.query as Query), {
    method: 'GET',
    headers: headersFor(options.token),
    signal: options.signal,
  });
  if (!response.ok) await readPayload(response);
  return response.blob();
}
