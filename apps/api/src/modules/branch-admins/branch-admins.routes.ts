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
import { familyIdOf } from '../../infra/family-scope.js';
import type { BranchAdminAccountsService } from './branch-admin-accounts.service.js';
import type { BranchAdminsService } from './branch-admins.service.js';

export function branchAdminsRoutes(app: FastifyInstance, branchAdmins: BranchAdminsService): void {
  route(app, canEditContract, async ({ authUser, params: p }) =>
    branchAdmins.canEdit(authUser, p.familyId, p.userId, p.memberId),
  );

  route(app, branchAdminOfMemberContract, async (request) =>
    branchAdmins.branchAdminOfMember(
      request.authUser,
      familyIdOf(request),
      request.params.memberId,
    ),
  );

  route(app, selectableBranchAdminsContract, async (request) =>
    branchAdmins.selectable(request.authUser, request.params.familyId),
  );

  route(app, assignBranchAdminContract, async ({ authUser, params: p }, reply) => {
    await branchAdmins.assign(authUser, p.familyId, p.userId, p.memberId);
    return reply.code(204).send();
  });
}

export function branchAdminAccountsRoutes(
  app: FastifyInstance,
  accounts: BranchAdminAccountsService,
): void {
  route(app, allBranchAdminsContract, async (request) =>
    accounts.listAll(request.authUser, request.params.familyId),
  );

  route(
    app,
    saveBranchAdminContract,
    async (request) => accounts.save(request.authUser, request.params.familyId, request.body),
    {
      authorize: async (request, params) => {
        await accounts.assertMayManage(request.authUser, params.familyId);
      },
    },
  );

  route(app, removeAssignedMemberContract, async ({ authUser, params: p }, reply) => {
    await accounts.removeAssignment(authUser, p.familyId, p.userId, p.personId);
    return reply.code(204).send();
  });
}
