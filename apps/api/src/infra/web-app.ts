import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes, messages } from '@familytree/shared';
import { subdomainFromHost, type ScopedFamily } from './tenant.js';
import { withFirstPaint } from './first-paint.js';

export interface WebAppOptions {
  webDistDir: string;
  baseDomain: string;
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
  const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : null;
  // The page names the hashed assets of this build, and on a family's site paints its name: a new
  // build or another family is a new ETag, and a browser revalidating an unchanged page gets 304
  // without the body. One page per family, kept (a family's name and domain never change).
  const pages = new Map<string, { html: string; etag: string }>();
  const pageFor = (html: string, family: ScopedFamily | null) => {
    const key = family?.domain ?? '';
    let page = pages.get(key);
    if (!page) {
      const body = family === null ? html : withFirstPaint(html, family);
      page = { html: body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
      pages.set(key, page);
    }
    return page;
  };

  /** The main site, or a sub-domain the family scope resolved to a family. */
  const familyExists = (request: FastifyRequest): boolean =>
    subdomainFromHost(request.headers.host, options.baseDomain) === null || request.family !== null;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!wantsPage)
      return reply.code(404).send({ message: messages.common.notFound, code: errorCodes.notFound });
    if (!indexHtml)
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built: run npm run build.');
    const status = familyExists(request) ? 200 : 404;
    const page = pageFor(indexHtml, request.family);
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag);
    if (status === 200 && request.headers['if-none-match'] === page.etag)
      return reply.code(304).send();
    return reply.code(status).type('text/html; charset=utf-8').send(page.html);
  });
}
