import type { FastifyInstance } from 'fastify';
import {
  menusAllContract,
  pageContentContract,
  publishMenuContract,
  renameMenuContract,
  saveDraftContract,
  sitePagesContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import type { SiteService } from './site.service.js';

export function siteRoutes(app: FastifyInstance, site: SiteService): void {
  route(app, menusAllContract, async (request) =>
    site.menusAll(request.authUser, request.params.familyId, request.query.draft),
  );

  route(app, pageContentContract, async ({ authUser, params, query }) =>
    site.pageContent(authUser, params.familyId, params.menuId, query.draft),
  );

  route(app, sitePagesContract, async ({ authUser, params, query }) =>
    site.sitePages(authUser, params.familyId, query.draft),
  );

  route(app, renameMenuContract, async (request) =>
    site.rename(request.authUser, request.params.familyId, request.body),
  );

  route(app, saveDraftContract, async ({ authUser, params, body }) =>
    site.saveDraft(authUser, params.familyId, params.menuId, body),
  );

  route(app, publishMenuContract, async ({ authUser, params, body }) =>
    site.publish(authUser, params.familyId, params.menuId, body),
  );
}
