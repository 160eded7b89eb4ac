import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@familytree/shared';
import { z } from 'zod';
import { parseInput } from '../../infra/validation.js';
import type { SiteService } from './site.service.js';

const id = idParamSchema;
const draftQuery = z.object({
  draft: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export function siteRoutes(app: FastifyInstance, site: SiteService): void {
  app.get('/api/family/:familyId/menus/all', async (request) => {
    const { familyId } = parseInput(z.object({ familyId: id }), request.params);
    const { draft } = parseInput(draftQuery, request.query);
    return site.menusAll(request.authUser, familyId, draft);
  });

  app.get('/api/family/:familyId/menu/:menuId/pageContent', async (request) => {
    const p = parseInput(z.object({ familyId: id, menuId: id }), request.params);
    const { draft } = parseInput(draftQuery, request.query);
    return site.pageContent(request.authUser, p.familyId, p.menuId, draft);
  });

  app.post('/api/family/:familyId/menu', async (request) => {
    const { familyId } = parseInput(z.object({ familyId: id }), request.params);
    return site.rename(request.authUser, familyId, request.body);
  });

  app.put('/api/family/:familyId/menu/:menuId/draft', async (request) => {
    const p = parseInput(z.object({ familyId: id, menuId: id }), request.params);
    return site.saveDraft(request.authUser, p.familyId, p.menuId, request.body);
  });

  app.post('/api/family/:familyId/menu/:menuId/publish', async (request) => {
    const p = parseInput(z.object({ familyId: id, menuId: id }), request.params);
    return site.publish(request.authUser, p.familyId, p.menuId, request.body);
  });
}
