import type { FastifyInstance } from 'fastify';
import {
  allBranchAdminsContract,
  assignBranchAdminContract,
  branchAdminOfMemberContract,
  canEditContract,
  removeAssignedMemberContract,
  saveBranchAdminContract,
  selectableBranchAdminsContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { hostScopeOf, scopeOf } from '../access/request-scope.js';
import type { BranchAdminAccountsService } from './branch-admin-accounts.service.js';
import type { BranchAdminsService } from './branch-admins.service.js';

export function branchAdminsRoutes(app: FastifyInstance, branchAdmins: BranchAdminsService): void {
  route(app, canEditContract, async (request) => {
    const p = request.params;
    return branchAdmins.canEdit(scopeOf(request, p.familyId), p.userId, p.memberId);
  });

  route(app, branchAdminOfMemberContract, async (request) =>
    branchAdmins.branchAdminOfMember(hostScopeOf(request), request.params.memberId),
  );

  route(app, selectableBranchAdminsContract, async (request) =>
    branchAdmins.selectable(scopeOf(request, request.params.familyId)),
  );

  route(app, assignBranchAdminContract, async (request, reply) => {
    const p = request.params;
    await branchAdmins.assign(scopeOf(request, p.familyId), p.userId, p.memberId);
    return reply.code(204).send();
  });
}

export function branchAdminAccountsRoutes(
  app: FastifyInstance,
  accounts: BranchAdminAccountsService,
): void {
  route(app, allBranchAdminsContract, async (request) =>
    accounts.listAll(scopeOf(request, request.params.familyId)),
  );

  route(
    app,
    saveBranchAdminContract,
    async (request) => accounts.save(scopeOf(request, request.params.familyId), request.body),
    {
      authorize: async (request, params) => {
        await accounts.assertMayManage(scopeOf(request, params.familyId));
      },
    },
  );

  route(app, removeAssignedMemberContract, async (request, reply) => {
    const p = request.params;
    await accounts.removeAssignment(scopeOf(request, p.familyId), p.userId, p.personId);
    return reply.code(204).send();
  });
}
