import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/index.js';
import { hstsMaxAgeSeconds } from '../app.js';

describe('the built web app', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ft-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Family Tree</title>');
    writeFileSync(path.join(dist, 'assets', 'index-3f2a9c1b.js'), 'console.log(1);');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestContext({}, { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('sends hashed assets as immutable for a year', async () => {
    const res = await get('/assets/index-3f2a9c1b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files without a hash and the app page', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
    const page = await get('/home');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('HSTS', () => {
  it('is sent when PUBLIC_SCHEME is https, for the sub-domains too', async () => {
    const t = await createTestContext({ publicScheme: 'https' });
    try {
      const res = await t.app.inject({ method: 'GET', url: apiPaths.config });
      expect(res.headers['strict-transport-security']).toBe(
        `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
      );
      expect(hstsMaxAgeSeconds).toBe(31_536_000);
    } finally {
      await t.close();
    }
  });

  it('is not sent over plain http', async () => {
    const t = await createTestContext({ publicScheme: 'http' });
    try {
      const res = await t.app.inject({ method: 'GET', url: apiPaths.config });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
