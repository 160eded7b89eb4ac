import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createTestContext, type TestContext } from '../test-support/index.js';

/** Issue 31: the page the server paints before the app's script is in the language the app starts in. */
describe("the app page's language", () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ft-web-dist-'));
    const page =
      '<!doctype html><html lang="en"><head><title>Family Tree</title></head>' +
      '<body><div id="root"></div></body></html>';
    writeFileSync(path.join(dist, 'index.html'), page);
    t = await createTestContext({}, { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (host: string, url = '/familytree', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const rootOf = (body: string) => /<html[^>]*>/.exec(body)?.[0];

  async function familyIn(language: string | null) {
    const family = await createFamily(t.context);
    await t.context.db
      .updateTable('families')
      .set({ language })
      .where('id', '=', family.familyId)
      .execute();
    return `${family.domainName}.localhost`;
  }

  it("is the family's own language for a visitor who chose none", async () => {
    const host = await familyIn('ml');
    const res = await page(host, '/familytree', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(rootOf(res.body)).toBe('<html lang="ml" dir="ltr" data-locale="ml">');
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers.vary).toContain('Cookie');
  });

  it("is the browser's language when the family has none, else English", async () => {
    const host = await familyIn(null);
    const german = await page(host, '/familytree', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(rootOf(german.body)).toBe('<html lang="de" dir="ltr" data-locale="de">');
    const klingon = await page(host, '/familytree', { 'accept-language': 'tlh' });
    expect(rootOf(klingon.body)).toBe('<html lang="en" dir="ltr" data-locale="en">');
  });

  it("is the browser's remembered choice before the family's, and a lang link before both", async () => {
    const host = await familyIn('ml');
    const chosen = await page(host, '/familytree', { cookie: 'a=1; familytree.language=fr' });
    expect(rootOf(chosen.body)).toBe('<html lang="fr" dir="ltr" data-locale="fr">');
    const linked = await page(host, '/familytree?lang=pl', { cookie: 'familytree.language=fr' });
    expect(rootOf(linked.body)).toBe('<html lang="pl" dir="ltr" data-locale="pl">');
    const unknown = await page(host, '/familytree', { cookie: 'familytree.language=xx' });
    expect(rootOf(unknown.body)).toBe('<html lang="ml" dir="ltr" data-locale="ml">');
  });

  it('is right to left for the right-to-left pseudo-locale of the tests', async () => {
    const host = await familyIn(null);
    const res = await page(host, '/familytree?lang=ar-XB');
    expect(rootOf(res.body)).toBe('<html lang="ar" dir="rtl" data-locale="ar-XB">');
  });

  it("follows a change of the family's language at once, with a new ETag", async () => {
    const host = await familyIn('de');
    const before = await page(host);
    await t.context.db
      .updateTable('families')
      .set({ language: 'hi' })
      .where('domain_name', '=', host.split('.')[0]!)
      .execute();
    const after = await page(host, '/familytree', {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(rootOf(after.body)).toBe('<html lang="hi" dir="ltr" data-locale="hi">');
  });

  it("names the main site's page language too", async () => {
    const res = await page('localhost', '/login', { 'accept-language': 'es' });
    expect(rootOf(res.body)).toBe('<html lang="es" dir="ltr" data-locale="es">');
  });
});
