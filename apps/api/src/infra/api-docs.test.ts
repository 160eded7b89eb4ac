import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, apiErrorSchema, apiPaths } from '@familytree/shared';
import { buildApp } from '../app.js';
import { createTestContext, type TestContext } from '../test-support/index.js';
import { apiDocsPrefix } from './api-docs.js';

// GET /api/openapi.json: a valid OpenAPI 3.1 document that lists exactly the calls the server
// answers (issue 12, part 5), and the browsable reference at /api/docs.

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string }>;
    schemas: Record<string, { properties?: Record<string, unknown> }>;
  };
}
interface OpenApiOperation {
  summary?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { example?: unknown; examples?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

let t: TestContext;
let app: FastifyInstance;
const registered: Array<{ method: string; url: string }> = [];
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestContext();
  // A second app on the same database, told of every route as it is registered.
  app = await buildApp(t.context, {
    logger: false,
    webDistDir: '/nonexistent',
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push({ method, url: route.url });
    },
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode, res.body).toBe(200);
  document = res.json<OpenApiDocument>();
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** '/api/family/:familyId' as OpenAPI writes it: '/api/family/{familyId}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route the server registers, and nothing else', () => {
    // A load balancer's checks, served on any host outside /api/ (no family scope applies).
    const operationsPaths: string[] = [apiPaths.health, apiPaths.readiness];
    // HEAD routes are Fastify's automatic twins of GET; the reference's own pages and assets
    // (/api/docs/...) and the web app's pages are not calls of the API.
    const served = registered
      .filter(({ method }) => method !== 'HEAD')
      .filter(
        ({ url }) =>
          url.startsWith('/api/') || url.startsWith('/data/') || operationsPaths.includes(url),
      )
      .filter(({ url }) => url !== apiDocsPrefix && !url.startsWith(`${apiDocsPrefix}/`))
      .map(({ method, url }) => `${method} ${openApiPath(url)}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(documented).toEqual(served);
    // One contract per call: the document is generated from exactly the shared contracts.
    expect(allContracts.map((c) => `${c.method} ${openApiPath(c.path)}`).sort()).toEqual(served);
  });

  it('describes the Bearer auth scheme and marks the calls that need it', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const saveAbout = document.paths['/api/member/{id}/saveAbout']!.post!;
    expect(saveAbout.security).toEqual([{ bearerAuth: [] }]);
    const login = document.paths['/api/familytree/auth/login']!.post!;
    expect(login.security).toBeUndefined();
  });

  it('gives every call a summary, its error shape, and each body an example', () => {
    const errorFields = Object.keys(apiErrorSchema.shape).sort();
    expect(Object.keys(document.components.schemas.ApiError!.properties!).sort()).toEqual(
      errorFields,
    );
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.summary).toBeTruthy();
        for (const status of ['4XX', '5XX'])
          expect(operation.responses[status]?.content?.['application/json']?.schema).toEqual({
            $ref: '#/components/schemas/ApiError',
          });
        const body = operation.requestBody?.content['application/json'];
        if (body) expect(body.example ?? body.examples, operation.summary).toBeDefined();
      }
    }
  });
});

describe('/api/docs', () => {
  it('serves the reference page, whose scripts come from this server', async () => {
    const res = await app.inject({ method: 'GET', url: `${apiDocsPrefix}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const scripts = [...res.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).not.toMatch(/^(https?:)?\/\//);
  });
});
