import type { ApiContract, ResponseInputOf } from '@familytree/shared';
import { vi } from 'vitest';

const stubs: string[][] = [];

/** The calls the stubs of the test that just ran could not answer as their contracts say. */
export function takeUnexpectedCalls(): string[] {
  return stubs.splice(0).flat();
}

/** What a stubbed call received: its path parameters, query and JSON body. */
export interface StubRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/** A stub's answer: the body (checked against the contract), or a status and an error body. */
export type StubAnswer = { status: number; body: unknown } | { body: unknown };

type Handler = (request: StubRequest) => StubAnswer;

interface Route {
  contract: ApiContract;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

/** '/api/member/:id/history' → a regexp capturing each parameter, and the parameters' names. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name) => {
    names.push(name as string);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
}

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * The network edge of a component test: `fetch` answers the calls of the API contracts a test
 * stubs, each answer checked against the contract's response schema (a stub can only answer what
 * the server may), each request body against the contract's body schema. Any other call answers
 * 500 and is kept in `unexpected`, which the test setup checks after each test.
 */
export function stubApi() {
  const routes: Route[] = [];
  const calls: Array<{ contract: ApiContract; request: StubRequest }> = [];
  const unexpected: string[] = [];

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init.method ?? 'GET';
    for (const route of routes) {
      if (route.contract.method !== method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
      );
      try {
        const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
        route.contract.body?.parse(body);
        const request = { params, query: url.searchParams, body };
        calls.push({ contract: route.contract, request });
        const answer = route.handler(request);
        const status = 'status' in answer ? answer.status : 200;
        const schema = route.contract.responses[status as 200];
        if (schema && 'parse' in schema) schema.parse(answer.body);
        return json(status, answer.body);
      } catch (error) {
        unexpected.push(`${method} ${url.pathname} broke its contract: ${String(error)}`);
        return json(500, { code: 'STUB', message: 'The stub broke the contract' });
      }
    }
    unexpected.push(`${method} ${url.pathname}${url.search}`);
    return json(500, { code: 'UNSTUBBED', message: `No stub for ${method} ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchStub);
  stubs.push(unexpected);

  return {
    /** Answers every call of the contract (the latest stub of a contract wins). */
    on<C extends ApiContract>(contract: C, handler: Handler | ResponseInputOf<C>) {
      const { pattern, names } = compile(contract.path);
      const answer: Handler =
        typeof handler === 'function' ? (handler as Handler) : () => ({ body: handler });
      routes.unshift({ contract, pattern, names, handler: answer });
    },
    /** The requests made of one contract, oldest first. */
    callsOf(contract: ApiContract): StubRequest[] {
      return calls.filter((c) => c.contract === contract).map((c) => c.request);
    },
    unexpected,
  };
}

export type StubbedApi = ReturnType<typeof stubApi>;
