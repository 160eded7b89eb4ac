import { apiPaths, errorCodes, maxJsonDepth, maxJsonValues, messages } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  type TestContext,
  type TestFamily,
} from '../test-support/index.js';

let t: TestContext;
let family: TestFamily;
let token: string;
let founderId: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, family.admin.password);
  const founder = await t.app.inject({
    method: 'POST',
    url: apiPaths.founder(family.familyId),
    headers: bearer(token),
    payload: { firstName: 'Fred', lastName: 'Founder', gender: 'M' },
  });
  founderId = founder.json<{ personId: number }>().personId;
});

afterAll(async () => {
  await t?.close();
});

const nestedArrays = (depth: number, inner = '0') => '['.repeat(depth) + inner + ']'.repeat(depth);

interface Route {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  /** The body around the nested value, as JSON text with `@` where it goes. */
  around: string;
  admin?: boolean;
}

const routes: Route[] = [
  {
    name: 'the family login (no login needed)',
    method: 'POST',
    url: () => apiPaths.login,
    around: '{"email":@,"password":"x"}',
  },
  {
    name: 'a member save',
    method: 'PUT',
    url: () => apiPaths.saveMember(founderId, founderId),
    around: '{"memberType":"SELF","firstName":@}',
    admin: true,
  },
  {
    name: 'a bare array body',
    method: 'POST',
    url: () => apiPaths.login,
    around: '@',
  },
];

function send(route: Route, body: string) {
  return t.app.inject({
    method: route.method,
    url: route.url(),
    payload: body,
    headers: { 'content-type': 'application/json', ...(route.admin ? bearer(token) : {}) },
  });
}

describe('JSON bodies nested deeper than the bound are refused before any other work', () => {
  for (const route of routes) {
    it(`${route.name}: 5,001 levels is 400, not 500`, async () => {
      const res = await send(route, route.around.replace('@', nestedArrays(5001)));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        message: messages.input.nestedTooDeep,
        code: errorCodes.invalidInput,
        fields: { _: messages.input.nestedTooDeep },
      });
    });
  }

  it('a 1 MB body of nested arrays and objects is 400', async () => {
    const half = 500_000;
    const arrays = await send(routes[0]!, nestedArrays(half));
    expect(arrays.statusCode).toBe(400);
    expect(arrays.json<{ message: string }>().message).toBe(messages.input.nestedTooDeep);
    const objects = '{"a":'.repeat(150_000) + '1' + '}'.repeat(150_000);
    const res = await send(routes[0]!, objects);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(messages.input.nestedTooDeep);
  });

  it('an unclosed bracket run is refused as deep, never parsed', async () => {
    const res = await send(routes[0]!, '['.repeat(100_000));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(messages.input.nestedTooDeep);
  });

  it(`${maxJsonDepth} levels are allowed through to the route's own validation`, async () => {
    // The body itself is one level; the nested value adds the rest.
    const res = await send(
      routes[0]!,
      routes[0]!.around.replace('@', nestedArrays(maxJsonDepth - 1)),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ fields?: Record<string, string> }>();
    expect(Object.keys(body.fields ?? {})).toContain('email');
  });

  it('brackets inside strings, escaped quotes included, are text and not nesting', async () => {
    const text = JSON.stringify('\\"' + '['.repeat(5000) + '{'.repeat(5000));
    const res = await send(routes[0]!, `{"email":${text},"password":"x"}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ fields?: Record<string, string> }>();
    expect(body.fields).toHaveProperty('email');
  });

  it('a body just past the bound is refused', async () => {
    const res = await send(routes[0]!, routes[0]!.around.replace('@', nestedArrays(maxJsonDepth)));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(messages.input.nestedTooDeep);
  });
});

describe('JSON bodies holding more values than the bound are refused before they are parsed', () => {
  it('a flat array of 500,000 numbers is 400', async () => {
    const res = await send(routes[0]!, `{"email":[${Array(500_000).fill(0).join(',')}]}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: messages.input.tooManyValues,
      code: errorCodes.invalidInput,
      fields: { _: messages.input.tooManyValues },
    });
  });

  it('an object of 90,000 keys is 400', async () => {
    const keys = Array.from({ length: 90_000 }, (_, i) => `"k${i}":1`).join(',');
    const res = await send(routes[0]!, `{${keys}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(messages.input.tooManyValues);
  });

  it('commas inside strings are text', async () => {
    const text = ','.repeat(maxJsonValues * 2);
    const res = await send(routes[0]!, `{"email":"${text}","password":"x"}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields?: Record<string, string> }>().fields).toHaveProperty('email');
  });

  it('a body under the bound with thousands of unknown fields is answered with a few of them', async () => {
    const keys = Array.from({ length: 5_000 }, (_, i) => `"k${i}":1`).join(',');
    const res = await send(routes[0]!, `{"email":"a@b.example","password":"x",${keys}}`);
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: Record<string, string> }>().fields;
    expect(fields.k0).toBe(messages.input.unknownField);
    expect(Object.keys(fields).length).toBeLessThanOrEqual(50);
  });
});
