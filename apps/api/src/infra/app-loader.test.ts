import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createTestContext, type TestContext } from '../test-support/index.js';
import { appLoaderScript, loadAppAfterFirstPaint } from './app-loader.js';

// As Vite writes the built page: the entry module and its static imports in the head.
const built =
  '<!doctype html><html><head><title>Family Tree</title>\n' +
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-def.js">\n' +
  '  </head><body><div id="root"></div></body></html>';

describe("the app's scripts after the first frame", () => {
  it('moves the module script and its preloads into an inert template before the loader', () => {
    const page = loadAppAfterFirstPaint(built);
    const head = page.split('<body>')[0]!;
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(page).toContain(
      '<div id="root"></div><template id="app-scripts">' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-def.js"></template>' +
        `<script>${appLoaderScript}</script></body>`,
    );
  });

  it('leaves a page without a module script as it is', () => {
    const page = '<!doctype html><title>Family Tree</title><body><div id="root"></div></body>';
    expect(loadAppAfterFirstPaint(page)).toBe(page);
  });

  describe('served', () => {
    let t: TestContext;
    let dist: string;
    beforeAll(async () => {
      dist = mkdtempSync(path.join(tmpdir(), 'ft-web-dist-'));
      writeFileSync(path.join(dist, 'index.html'), built);
      t = await createTestContext({}, { webDistDir: dist });
    });
    afterAll(async () => {
      await t?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it("is allowed by the page's Content-Security-Policy, on the main site and a family's", async () => {
      const family = await createFamily(t.context, { name: 'Loader' });
      const hash = createHash('sha256').update(appLoaderScript).digest('base64');
      for (const host of ['localhost', `${family.domainName}.localhost`]) {
        const res = await t.app.inject({ method: 'GET', url: '/familytree', headers: { host } });
        expect(res.body, host).toContain(`<script>${appLoaderScript}</script>`);
        expect(res.headers['content-security-policy'], host).toContain(
          `script-src 'self' 'sha256-${hash}'`,
        );
      }
    });
  });
});
