import { apiPaths, errorCodes } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  createUser,
  testPassword,
  type TestContext,
} from '../test-support/index.js';
import { isServedHost } from './host-guard.js';

describe('isServedHost', () => {
  it.each([
    ['localhost', true],
    ['localhost:8081', true],
    ['LOCALHOST.', true],
    ['demo.localhost:8081', true],
    ['www.localhost', true],
    ['127.0.0.1:8081', true],
    ['[::1]:8081', true],
    ['evil.example', false],
    ['localhost.evil.example', false],
    ['notlocalhost', false],
    ['10.0.0.1', false],
    [undefined, false],
  ])('%s → %s', (host, served) => {
    expect(isServedHost(host, 'localhost')).toBe(served);
  });
});

describe('requests for another host', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, host: string) =>
    t.app.inject({ method: 'GET', url, headers: { host } });

  it('are 404 for the API and for pages, while the base domain and its sub-domains are served', async () => {
    for (const host of ['evil.example', 'localhost.evil.example:8081']) {
      const api = await get(apiPaths.config, host);
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: errorCodes.notFound });
      expect((await get('/home', host)).statusCode).toBe(404);
    }
    expect((await get(apiPaths.config, 'localhost:8081')).statusCode).toBe(200);
    expect((await get(apiPaths.config, 'demo.localhost:8081')).statusCode).toBe(200);
    expect((await get(apiPaths.config, '127.0.0.1:8081')).statusCode).toBe(200);
  });

  it('change nothing', async () => {
    const user = await createUser(t.context);
    const counts = async () => ({
      sessions: (await t.context.db.selectFrom('sessions').selectAll().execute()).length,
      throttles: await t.context.db.selectFrom('login_throttles').selectAll().execute(),
    });
    const before = await counts();
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { host: 'evil.example' },
      payload: { email: user.email, password: testPassword },
    });
    expect(res.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
