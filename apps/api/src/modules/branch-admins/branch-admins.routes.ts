import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@familytree/shared';
import { z } from 'zod';
import { parseInput } from '../../infra/validation.js';
import type { BranchAdminAccountsService } from './branch-admin-accounts.service.js';
import type { BranchAdminsService } from './branch-admins.service.js';

const id = idParamSchema;

export function branchAdminsRoutes(app: FastifyInstance, branchAdmins: BranchAdminsService): void {
  app.get('/api/family/:familyId/admin/:userId/member/:memberId/canedit', async (request) => {
    const p = parseInput(z.object({ familyId: id, userId: id, memberId: id }), request.params);
    return branchAdmins.canEdit(request.authUser, p.familyId, p.userId, p.memberId);
  });

  app.get('/api/family/:memberId/branchadmin', async (request) => {
    const p = parseInput(z.object({ memberId: id }), request.params);
    return branchAdmins.branchAdminOfMember(request.authUser, p.memberId);
  });

  app.get('/api/family/:familyId/branchadmin/list', async (request) => {
    const p = parseInput(z.object({ familyId: id }), request.params);
    return branchAdmins.selectable(request.authUser, p.familyId);
  });

  app.post('/api/family/:familyId/branchAdmin/:userId/member/:memberId', async (request, reply) => {
    const p = parseInput(z.object({ familyId: id, userId: id, memberId: id }), request.params);
    await branchAdmins.assign(request.authUser, p.familyId, p.userId, p.memberId);
    return reply.code(204).send();
  });
}

export function branchAdminAccountsRoutes(
  app: FastifyInstance,
  accounts: BranchAdminAccountsService,
): void {
  app.get('/api/family/:familyId/branchadmin/list/all', async (request) => {
    const p = parseInput(z.object({ familyId: id }), request.params);
    return accounts.listAll(request.authUser, p.familyId);
  });

  app.post('/api/family/:familyId/branchAdmin', async (request) => {
    const p = parseInput(z.object({ familyId: id }), request.params);
    return accounts.save(request.authUser, p.familyId, request.body);
  });

  app.delete(
    '/api/family/:familyId/branchadmin/:userId/member/:personId',
    async (request, reply) => {
      const p = parseInput(z.object({ familyId: id, userId: id, personId: id }), request.params);
      await accounts.removeAssignment(request.authUser, p.familyId, p.userId, p.personId);
      return reply.code(204).send();
    },
  );
}
