import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  defaultLocale,
  errorCodes,
  familySubdomain,
  isLocale,
  messages,
  type Locale,
} from '@familytree/shared';
import type { ScopedFamily } from './tenant.js';
import { withFirstPaint, type FirstPaintView, type PagePreview } from './first-paint.js';
import { loadAppAfterFirstPaint } from './app-loader.js';
import { answerLocale } from './request-locale.js';
import { localize } from './user-text.js';
import { pageLocale, withPageLanguage } from './page-locale.js';

export interface WebAppOptions {
  webDistDir: string;
  baseDomain: string;
  /**
   * A menu page's heading and first section for its path, its image's text in `locale` (injected
   * by app.ts: infra knows no module).
   */
  previewOf?: (familyId: number, pathname: string, locale: Locale) => Promise<PagePreview | null>;
  /** A family's own language, the default of its pages (injected by app.ts, as `previewOf`). */
  languageOf?: (familyId: number) => Promise<string | null>;
}

/**
 * Serves the built SPA with history-mode fallback. An unknown family sub-domain still gets the app
 * (it shows the 404 page), but with a 404 status so that crawlers and monitors see the truth.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    // Vite names assets by content hash: they never change under the same name. The plugin writes
    // its own Cache-Control (max-age=0) after `setHeaders`, and turning that off breaks its
    // conditional requests, so the header is replaced as the response leaves.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/') && reply.statusCode === 200) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
      return payload;
    });
    // The build writes .br and .gz copies beside each asset (apps/web/scripts/precompress.mjs).
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
    });
  }
  const indexHtml = hasWebApp ? loadAppAfterFirstPaint(readFileSync(indexFile, 'utf8')) : null;
  /** The cover on every page with a header but the member pages (AppShell.tsx); a menu page's top. */
  const viewOf = async (
    family: ScopedFamily,
    request: FastifyRequest,
    locale: Locale,
  ): Promise<FirstPaintView> => {
    const pathname = request.url.split('?')[0]!;
    const preview = await options.previewOf?.(family.id, pathname, locale);
    return {
      cover: !pathname.includes('/members/') && pathname !== '/menuconfig',
      preview: preview ?? null,
    };
  };
  // The page names the hashed assets of this build, and on a family's site paints its name and
  // the top of a menu page: a new build, another family or an edited page is a new ETag, and a
  // browser revalidating an unchanged page gets 304 without the body. Built at each request (a
  // page's sections change, and every server process must serve the edit at once); hashing a few
  // kilobytes costs microseconds.
  const pageFor = async (html: string, request: FastifyRequest) => {
    const family = request.family;
    const familyLanguage = family && ((await options.languageOf?.(family.id)) ?? null);
    const locale = pageLocale(request, familyLanguage);
    // A pseudo-locale of the tests has no server texts of its own.
    const textLocale = isLocale(locale) ? locale : defaultLocale;
    const painted =
      family === null
        ? html
        : withFirstPaint(html, family, await viewOf(family, request, textLocale));
    const body = withPageLanguage(painted, locale);
    return { html: body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
  };

  /** The main site, or a sub-domain the family scope resolved to a family. */
  const familyExists = (request: FastifyRequest): boolean =>
    familySubdomain(request.headers.host, options.baseDomain) === null || request.family !== null;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!wantsPage)
      return reply.code(404).send({
        message: await localize(messages.common.notFound, answerLocale(request)),
        code: errorCodes.notFound,
      });
    if (!indexHtml)
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built: run npm run build.');
    const status = familyExists(request) ? 200 : 404;
    const page = await pageFor(indexHtml, request);
    // The page's language follows the browser's remembered choice and its languages.
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .header('ETag', page.etag);
    if (status === 200 && request.headers['if-none-match'] === page.etag)
      return reply.code(304).send();
    return reply.code(status).type('text/html; charset=utf-8').send(page.html);
  });
}
