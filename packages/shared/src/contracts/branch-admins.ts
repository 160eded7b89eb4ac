import { z } from 'zod';
import { branchAdminSaveSchema, branchAdminSchema } from '../branch-admins.js';
import { defineContract } from './contract.js';
import { familyParams, idParam } from './common.js';
import { strictBody } from './strict.js';

const tags = ['Branch admins'];

export const selectableBranchAdminSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const canEditContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/admin/:userId/member/:memberId/canedit',
  scope: {
    scope: 'family',
    ids: { familyId: 'family' },
    crossFamily:
      'A yes/no of the edit rule, never data: false for a user or person outside the family.',
  },
  summary: 'May a user edit a member',
  tags,
  auth: 'required',
  params: z.object({ familyId: idParam, userId: idParam, memberId: idParam }),
  responses: { 200: z.boolean() },
});

export const branchAdminOfMemberContract = defineContract({
  method: 'GET',
  path: '/api/family/:memberId/branchadmin',
  scope: { scope: 'family', ids: { memberId: 'person' } },
  summary: "A member's branch admin",
  tags,
  auth: 'required',
  params: z.object({ memberId: idParam }),
  responses: { 200: z.object({ userId: z.number().int().nullable() }) },
});

export const selectableBranchAdminsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/branchadmin/list',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Branch admins to assign',
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: z.array(selectableBranchAdminSchema) },
});

export const assignBranchAdminContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/branchAdmin/:userId/member/:memberId',
  scope: { scope: 'family', ids: { familyId: 'family', memberId: 'person' } },
  summary: 'Assign a branch to a branch admin',
  tags,
  auth: 'required',
  params: z.object({ familyId: idParam, userId: idParam, memberId: idParam }),
  responses: { 204: null },
});

export const allBranchAdminsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/branchadmin/list/all',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: "The family's branch admins",
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: z.array(branchAdminSchema) },
});

export const saveBranchAdminContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/branchAdmin',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Invite or change a branch admin',
  description:
    'Without userId: invites a new branch admin. With userId: replaces the status and, on an unclaimed invitation of this family alone, the first name, last name and email. Family admins only.',
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(branchAdminSaveSchema),
  bodyExample: { firstName: 'Mia', lastName: 'Harper', email: 'mia@example.com' },
  responses: { 200: branchAdminSchema },
});

export const removeAssignedMemberContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/branchadmin/:userId/member/:personId',
  scope: { scope: 'family', ids: { familyId: 'family', userId: 'familyUser', personId: 'person' } },
  summary: "Remove a branch admin's branch",
  tags,
  auth: 'required',
  params: z.object({ familyId: idParam, userId: idParam, personId: idParam }),
  responses: { 204: null },
});
