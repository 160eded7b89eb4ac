import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, errorCodes } from '@familytree/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/index.js';

// Issue 18: a load balancer asks each server whether it lives (/healthz) and whether it can serve
// (/readyz: the database answers, the media storage takes files).

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const get = (url: string, host?: string) =>
  t!.app.inject({ method: 'GET', url, ...(host ? { headers: { host } } : {}) });

describe('/healthz', () => {
  it('answers 200 on the main site and on a family sub-domain', async () => {
    t = await createTestContext();
    for (const host of [undefined, 'anything.localhost']) {
      const res = await get(apiPaths.health, host);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('/readyz', () => {
  it('answers 200 when the database answers and the storage takes a file', async () => {
    t = await createTestContext();
    const res = await get(apiPaths.readiness);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('answers 503 naming the storage when uploads cannot be written', async () => {
    t = await createTestContext();
    // A file where the uploads folder should be: nothing can be written under it.
    writeFileSync(path.join(t.context.config.dataDir, 'uploads'), 'not a folder');
    const res = await get(apiPaths.readiness);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'Not ready: the media storage failed.',
      code: errorCodes.notReady,
    });
  });

  it('answers 503 naming the database when it does not answer, while /healthz stays 200', async () => {
    t = await createTestContext();
    await t.context.db.destroy();
    const res = await get(apiPaths.readiness);
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toBe('Not ready: the database failed.');
    expect((await get(apiPaths.health)).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('gives every answer its own X-Request-Id, and keeps the one a proxy sent', async () => {
    t = await createTestContext();
    const [a, b] = [await get(apiPaths.health), await get(apiPaths.health)];
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    const proxied = await t.app.inject({
      method: 'GET',
      url: apiPaths.health,
      headers: { 'x-request-id': 'proxy-42' },
    });
    expect(proxied.headers['x-request-id']).toBe('proxy-42');
  });
});
