import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  menusAllContract,
  pageContentContract,
  publishMenuContract,
  renameMenuContract,
  saveDraftContract,
  sitePagesContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { ifMatchVersion } from '../../infra/if-match.js';
import { scopeOf } from '../access/request-scope.js';
import type { SiteService } from './site.service.js';

/** The version an editor's save is based on (a page's, or a menu name's for a rename). */
const versionOf = ifMatchVersion;

// Returns nothing: a reply is thenable, and awaiting it would wait for its own sending.
async function withVersion(reply: FastifyReply, site: SiteService, menuId: number) {
  reply.header('ETag', `"${await site.pageVersion(menuId)}"`);
}

export function siteRoutes(app: FastifyInstance, site: SiteService): void {
  route(app, menusAllContract, async (request) =>
    site.menusAll(scopeOf(request, request.params.familyId), request.query.draft),
  );

  route(app, pageContentContract, async (request, reply) => {
    const { params, query } = request;
    const scope = scopeOf(request, params.familyId);
    const sections = await site.pageContent(scope, params.menuId, query.draft);
    if (query.draft) await withVersion(reply, site, params.menuId);
    return sections;
  });

  route(app, sitePagesContract, async (request) =>
    site.sitePages(scopeOf(request, request.params.familyId), request.query.draft),
  );

  // Who may write is settled before the body is validated (issue 28): anyone but the family admin
  // is refused without learning the body's rules or whether the page exists.
  const mayEditSite = {
    authorize: async (request: FastifyRequest, params: { familyId: number }) =>
      site.assertMayEdit(scopeOf(request, params.familyId)),
  };
  const mayEditPage = {
    authorize: async (request: FastifyRequest, params: { familyId: number; menuId: number }) =>
      site.assertMayEdit(scopeOf(request, params.familyId), params.menuId),
  };

  route(
    app,
    renameMenuContract,
    async (request, reply) => {
      const { params, body } = request;
      const scope = scopeOf(request, params.familyId);
      const renamed = await site.rename(scope, body, versionOf(request));
      reply.header('ETag', `"${await site.menuNameVersion(body.menuId)}"`);
      return renamed;
    },
    mayEditSite,
  );

  route(
    app,
    saveDraftContract,
    async (request, reply) => {
      const { params, body } = request;
      const version = versionOf(request);
      const scope = scopeOf(request, params.familyId);
      const saved = await site.saveDraft(scope, params.menuId, body, version);
      await withVersion(reply, site, params.menuId);
      return saved;
    },
    mayEditPage,
  );

  route(
    app,
    publishMenuContract,
    async (request, reply) => {
      const { params, body } = request;
      const version = versionOf(request);
      const scope = scopeOf(request, params.familyId);
      const saved = await site.publish(scope, params.menuId, body, version);
      await withVersion(reply, site, params.menuId);
      return saved;
    },
    mayEditPage,
  );
}
