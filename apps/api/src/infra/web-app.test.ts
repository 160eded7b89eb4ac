import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createTestContext, type TestContext } from '../test-support/index.js';
import { hstsMaxAgeSeconds } from '../app.js';

const bigScript = `console.log(${JSON.stringify('family '.repeat(2000))});`;

describe('the built web app', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ft-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Family Tree</title>');
    writeFileSync(path.join(dist, 'assets', 'index-3f2a9c1b.js'), 'console.log(1);');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As the web build leaves a large asset: with its brotli and gzip copies beside it.
    writeFileSync(path.join(dist, 'assets', 'app-9b8c7d6e.js'), bigScript);
    writeFileSync(path.join(dist, 'assets', 'app-9b8c7d6e.js.br'), brotliCompressSync(bigScript));
    writeFileSync(path.join(dist, 'assets', 'app-9b8c7d6e.js.gz'), gzipSync(bigScript));
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

describe('compression and validators', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ft-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Family Tree</title>');
    writeFileSync(path.join(dist, 'assets', 'app-9b8c7d6e.js'), bigScript);
    writeFileSync(path.join(dist, 'assets', 'app-9b8c7d6e.js.br'), brotliCompressSync(bigScript));
    writeFileSync(path.join(dist, 'assets', 'app-9b8c7d6e.js.gz'), gzipSync(bigScript));
    t = await createTestContext({}, { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the brotli copy of an asset to a browser that accepts it, still immutable', async () => {
    const res = await get('/assets/app-9b8c7d6e.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(bigScript.length / 10);
  });

  it('sends the gzip copy to a client that accepts only gzip, and the file itself to others', async () => {
    const gzip = await get('/assets/app-9b8c7d6e.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await get('/assets/app-9b8c7d6e.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('gives the app page an ETag, and answers 304 to a browser that has this version', async () => {
    const page = await get('/members');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/members', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/members', { 'if-none-match': '"old-build"' })).statusCode).toBe(200);
  });

  it('compresses API answers above a kilobyte, and leaves small ones alone', async () => {
    const big = await get(apiPaths.countryStates, { 'accept-encoding': 'gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).length).toBeGreaterThan(100);
    const small = await get(apiPaths.config, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe("a family's app page before its script runs", () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ft-web-dist-'));
    const page =
      '<!doctype html><head><title>Family Tree</title></head><body><div id="root"></div></body>';
    writeFileSync(path.join(dist, 'index.html'), page);
    t = await createTestContext({}, { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/familytree', headers: { host, ...headers } });

  it("paints the family's name in the header bar, escaped, with an ETag of its own", async () => {
    const family = await createFamily(t.context, { name: 'Smith & <Jones>' });
    const res = await page(`${family.domainName}.localhost`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><style>body{margin:0;background:#faf8f3;font-family:',
    );
    expect(res.body).toContain(
      '<span>Smith &amp; &lt;Jones&gt;</span></header>' +
        '<div class="fp-cover"><p>Smith &amp; &lt;Jones&gt;</p></div></div>',
    );
    const other = await createFamily(t.context, { name: 'Harper' });
    const otherPage = await page(`${other.domainName}.localhost`);
    expect(otherPage.body).toContain('<span>Harper</span>');
    expect(otherPage.headers.etag).not.toBe(res.headers.etag);
    const again = await page(`${family.domainName}.localhost`, {
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps a name with replacement patterns ($&, $`) as written', async () => {
    // String.replace reads `$&` and `` $` `` in a replacement string as the match and what precedes it.
    const family = await createFamily(t.context, { name: 'Smith $& $` Jones' });
    const res = await page(`${family.domainName}.localhost`);
    expect(res.body).toContain('<span>Smith $&amp; $` Jones</span></header>');
    expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('asks the browser for the site settings and the family with the page, not after the script', async () => {
    const family = await createFamily(t.context, { name: 'Preload' });
    const res = await page(`${family.domainName}.localhost`);
    const familyUrl = apiPaths.family(family.domainName);
    expect(res.body).toContain(
      `<link rel="preload" href="${apiPaths.config}" as="fetch" crossorigin>` +
        `<link rel="preload" href="${familyUrl}" as="fetch" crossorigin></head>`,
    );
    // The URLs are the ones the app asks (a preload that matches no request is wasted).
    const host = `${family.domainName}.localhost`;
    for (const url of [apiPaths.config, familyUrl]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { host } });
      expect(answer.statusCode, url).toBe(200);
    }
  });

  it('leaves the main site and an unknown family without a name', async () => {
    const main = await page('localhost');
    expect(main.body).toContain('<div id="root"></div>');
    expect(main.body).not.toContain('rel="preload"');
    const unknown = await page('no-such-family.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
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
