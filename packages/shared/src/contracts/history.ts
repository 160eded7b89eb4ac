import { z } from 'zod';
import { maxId } from '../input.js';
import {
  changeAuthorSchema,
  changeKindNames,
  changePageSchema,
  changeRecordSchema,
} from '../history.js';
import { defineContract } from './contract.js';
import { familyParams, idParam, pageQuery } from './common.js';

const tags = ['History'];
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD')
  .optional();

export const personHistoryContract = defineContract({
  method: 'GET',
  path: '/api/member/:id/history',
  scope: { scope: 'family', ids: { id: 'person' } },
  summary: "A member's change history",
  description: 'Newest first. Only for those who may edit the person.',
  tags,
  auth: 'required',
  params: z.object({ id: idParam }),
  query: pageQuery,
  responses: { 200: changePageSchema },
});

export const familyHistoryContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/history',
  scope: {
    scope: 'family',
    ids: { familyId: 'family', personId: 'person' },
    crossFamily: "userId filters by author: a user's records of another family never match.",
  },
  summary: 'Recent changes of a family',
  description:
    'Newest first, optionally of one person, by one user, of one kind (tree, profile, site, gallery, events, news, settings, accounts, import, revert), between two dates (inclusive, UTC). Family admins only.',
  tags,
  auth: 'required',
  params: familyParams,
  query: pageQuery.extend({
    personId: z.coerce.number().int().min(1).max(maxId).optional(),
    userId: z.coerce.number().int().min(1).max(maxId).optional(),
    kind: z.enum(changeKindNames, { error: 'Choose a kind of change from the list' }).optional(),
    from: isoDate,
    to: isoDate,
  }),
  responses: { 200: changePageSchema },
});

export const familyHistoryAuthorsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/history/users',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Who changed something in a family',
  description: "The users named in the family's history, by name. Family admins only.",
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: z.array(changeAuthorSchema) },
});

export const revertChangeContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/history/:changeId/revert',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Revert a change',
  description:
    'Puts back the values the change replaced, when nothing newer changed the same fields (otherwise 409 naming the newer change). The revert is recorded too. Family admins only.',
  tags,
  auth: 'required',
  params: z.object({ familyId: idParam, changeId: idParam }),
  responses: { 200: changeRecordSchema },
});
