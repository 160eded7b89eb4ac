import { familySettingsSchema } from '../living.js';
import { familyParams } from './common.js';
import { defineContract } from './contract.js';
import { strictBody } from './strict.js';

const tags = ['Settings'];

export const familySettingsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/settings',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: "The family's privacy settings",
  description:
    'What visitors see of living persons (`visitorDates`: FULL, YEAR or NAMES) and whether the site is for members only. Family admins only.',
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: familySettingsSchema },
});

export const saveFamilySettingsContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/settings',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: "Save the family's privacy settings",
  description:
    'Replaces `visitorDates` (FULL: visitors see full dates and places of living persons; YEAR: the birth year only; NAMES: no dates or places) and `membersOnly` (visitors see the home page and a login, and every other read of the family is refused to them). Family admins only.',
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(familySettingsSchema),
  responses: { 200: familySettingsSchema },
  bodyExample: { visitorDates: 'YEAR', membersOnly: false },
});
