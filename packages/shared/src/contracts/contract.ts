import type { z } from 'zod';

/** Who may call: anyone, anyone (a signed-in user sees more), or only a signed-in user. */
export type ContractAuth = 'none' | 'optional' | 'required';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A response that is not JSON (an image, a file): documented by its media types, never checked. */
export interface RawResponse {
  raw: true;
  description: string;
  mediaTypes: readonly string[];
}

/**
 * One API call, written once: the server registers its route from it, the web builds its path and
 * types its body from it, and the OpenAPI document is generated from it.
 */
/** A kind of id a family-scoped call names, checked against the Host's family before it runs. */
export type IdKind =
  'family' | 'domain' | 'person' | 'linkedPerson' | 'menu' | 'familyUser' | 'linkRequest';

/**
 * Where a call may be made (docs/decisions/0013-family-scope.md): `site` on any host (the main
 * site's calls and those that name no family-owned thing); `family` on the family's own site,
 * each listed id (path or query) checked against that family first. `crossFamily` says why an id
 * is deliberately not checked (docs/decisions/0008).
 */
export type ContractScope =
  | { scope: 'site' }
  | { scope: 'family'; ids?: Partial<Record<string, IdKind>>; crossFamily?: string };

export interface ApiContract {
  method: HttpMethod;
  /** The Fastify pattern, e.g. '/api/familyTree/id/:familyId'. */
  path: string;
  /** Where the call may be made: declared here, enforced by the API's family scope. */
  scope: ContractScope;
  summary: string;
  /** What the call does; every save says which stored fields it replaces. */
  description?: string;
  tags: readonly string[];
  auth: ContractAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success responses by status: a schema, null for no content (204), or a raw media response. */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType | null | RawResponse>>;
  /** Response headers worth knowing (e.g. X-Total-Count on paged lists). */
  responseHeaders?: Record<string, string>;
  /** A request body example for the reference. */
  bodyExample?: unknown;
}

/** Checks a contract's shape while keeping its literal types (for params, body and response). */
export const defineContract = <const C extends ApiContract>(contract: C): C => contract;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;

/** What the handler receives (parsed) and what the client sends. */
export type ParamsOf<C extends ApiContract> = C['params'] extends z.ZodType
  ? z.output<C['params']>
  : Record<string, never>;
export type QueryOf<C extends ApiContract> = Out<C['query']>;
export type QueryInputOf<C extends ApiContract> = C['query'] extends z.ZodType
  ? Partial<Record<keyof z.output<C['query']>, string | number | boolean | undefined>>
  : never;
export type BodyOf<C extends ApiContract> = Out<C['body']>;
export type BodyInputOf<C extends ApiContract> = In<C['body']>;

/** The union of the success bodies (undefined for 204). */
export type ResponseOf<C extends ApiContract> = {
  [K in keyof C['responses']]: C['responses'][K] extends z.ZodType
    ? z.output<C['responses'][K]>
    : C['responses'][K] extends null
      ? undefined
      : unknown;
}[keyof C['responses']];
/** What a handler may return for its contract (the input side of the response schemas). */
export type ResponseInputOf<C extends ApiContract> = {
  [K in keyof C['responses']]: C['responses'][K] extends z.ZodType
    ? z.input<C['responses'][K]>
    : C['responses'][K] extends null
      ? undefined
      : Buffer;
}[keyof C['responses']];
type Buffer = Uint8Array;

export type HasParams<C extends ApiContract> = C['params'] extends z.ZodType ? true : false;

/**
 * The path of a call with its parameters filled in (each encoded), e.g.
 * pathOf(familyTreeContract, { familyId: 3 }) is '/api/familyTree/id/3'.
 */
export function pathOf<C extends ApiContract>(
  contract: C,
  ...[params]: HasParams<C> extends true ? [params: ParamsOf<C>] : []
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return contract.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathOf: missing ${name} for ${contract.path}`);
    return encodeURIComponent(String(value));
  });
}

/** Path parameter names, in the order the pattern has them. */
export const pathParamNames = (contract: ApiContract): string[] =>
  [...contract.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

export type HasBody<C extends ApiContract> = C['body'] extends z.ZodType ? true : false;
