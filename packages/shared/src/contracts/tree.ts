import { z } from 'zod';
import { chartLimits, chartResponseSchema } from '../chart.js';
import { linkRequestSentSchema } from '../link-requests.js';
import { marriageRequestSchema, marriageSchema } from '../marriage.js';
import {
  founderRequestSchema,
  generationEntrySchema,
  immediateFamilySchema,
  linkableFamilySchema,
  memberCardSchema,
  memberDetailSchema,
  memberNameSchema,
  personSearchItemSchema,
  relationResponseSchema,
  saveMemberRequestSchema,
  treeNodeSchema,
} from '../tree.js';
import { defineContract } from './contract.js';
import {
  domainParam,
  familyParams,
  idOrZeroParam,
  idParam,
  pageQuery,
  totalCountHeader,
} from './common.js';
import { strictBody } from './strict.js';

const tags = ['Tree'];
const familyMemberParams = z.object({ familyId: idParam, id: idParam });
const parentChildParams = z.object({ parentId: idOrZeroParam, memberId: idParam });

export const familyTreeContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/id/:familyId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Family tree',
  description: "The family's whole tree, from its founders down.",
  tags,
  auth: 'none',
  params: familyParams,
  responses: { 200: z.array(treeNodeSchema) },
});

export const memberTreeContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/id/:familyId/member/:id',
  scope: { scope: 'family', ids: { familyId: 'family', id: 'person' } },
  summary: "A member's branch",
  description: 'The tree below one member of the family.',
  tags,
  auth: 'none',
  params: familyMemberParams,
  responses: { 200: z.array(treeNodeSchema) },
});

export const branchCardsContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/id/:familyId/member/:id/members',
  scope: { scope: 'family', ids: { familyId: 'family', id: 'person' } },
  summary: "A branch's member cards",
  description: 'One page of the member cards of a branch.',
  tags: ['Members'],
  auth: 'none',
  params: familyMemberParams,
  query: pageQuery,
  responses: { 200: z.array(memberCardSchema) },
  responseHeaders: totalCountHeader,
});

export const memberCardsContract = defineContract({
  method: 'GET',
  path: '/api/family/members/:familyId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: "The family's member cards",
  description: 'One page of the member cards of the whole family.',
  tags: ['Members'],
  auth: 'none',
  params: familyParams,
  query: pageQuery,
  responses: { 200: z.array(memberCardSchema) },
  responseHeaders: totalCountHeader,
});

const generations = z.coerce.number().int().min(0).max(chartLimits.maxGenerations);

export const chartContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/id/:familyId/member/:id/chart',
  scope: { scope: 'family', ids: { familyId: 'family', id: 'person' } },
  summary: 'Chart around a member',
  description:
    'The member, their ancestors within the family up to `ancestors` generations, their descendants down to `descendants` generations, and every spouse of these, as flat lists for the pedigree, descendant, hourglass and fan charts.',
  tags,
  auth: 'none',
  params: familyMemberParams,
  query: z.object({
    ancestors: generations.default(chartLimits.defaultGenerations),
    descendants: generations.default(0),
  }),
  responses: { 200: chartResponseSchema },
});

export const founderContract = defineContract({
  method: 'POST',
  path: '/api/familyTree/id/:familyId/founder',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Add the founder',
  description: "Creates the first person of an empty family's tree. Family admins only.",
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(founderRequestSchema),
  bodyExample: { firstName: 'Ada', middleName: null, lastName: 'Harper', gender: 'F' },
  responses: { 201: memberDetailSchema },
});

export const relationContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/:familyId/relation',
  scope: {
    scope: 'family',
    ids: { familyId: 'family', firstPerson: 'linkedPerson', secondPerson: 'linkedPerson' },
    crossFamily: 'The relation of a family member and a spouse linked from another family (0008).',
  },
  summary: 'Relation between two persons',
  description:
    'How two persons of the family are related: the nearest relation with the tree that joins ' +
    'them, every distinct relation nearest first (blood, marriage, in-law, step; at most 10), ' +
    'and one sentence naming them all, in the language of `lang` or Accept-Language. The same ' +
    'person twice is refused (400).',
  tags,
  auth: 'none',
  params: familyParams,
  query: z.object({
    firstPerson: idParam,
    secondPerson: idParam,
    lang: z
      .string()
      .max(35)
      .optional()
      .describe(
        'The language of the names (en, de, fr, es, pt, nl, it, pl, hi, ml); it wins over ' +
          'Accept-Language. A language the product does not speak falls back to English.',
      ),
  }),
  responses: { 200: relationResponseSchema },
});

export const generationContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/domain/:domain/member/:id/generation',
  scope: { scope: 'family', ids: { domain: 'domain', id: 'person' } },
  summary: "A member's generations",
  description: 'The ancestors of a member by generation, in the family of the sub-domain.',
  tags,
  auth: 'none',
  params: z.object({ domain: domainParam, id: idParam }),
  responses: { 200: z.array(generationEntrySchema) },
});

export const personSearchContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/member/search',
  scope: {
    scope: 'family',
    crossFamily:
      'familyId names the family whose persons are searched: a spouse may be linked from another family (0008).',
  },
  summary: 'Search persons by name',
  tags,
  auth: 'none',
  query: z.object({ familyId: idParam, name: z.string().max(200).default('') }),
  responses: { 200: z.array(personSearchItemSchema) },
});

export const linkableFamiliesContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/familyList',
  scope: { scope: 'family', crossFamily: 'Lists the families a spouse may be linked from (0008).' },
  summary: 'Families to link a spouse from',
  tags,
  auth: 'required',
  responses: { 200: z.array(linkableFamilySchema) },
});

export const immediateFamilyContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/member/:id',
  scope: { scope: 'family', ids: { id: 'person' } },
  summary: "A member's immediate family",
  description: 'Father, mother, spouses and children of a member.',
  tags,
  auth: 'optional',
  params: z.object({ id: idParam }),
  responses: { 200: immediateFamilySchema },
});

export const allMemberNamesContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/member/:familyId/all',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'All member names',
  tags,
  auth: 'none',
  params: familyParams,
  responses: { 200: z.array(memberNameSchema) },
});

export const memberDetailContract = defineContract({
  method: 'GET',
  path: '/api/familyTree/member/:parentId/child/:memberId',
  scope: {
    scope: 'family',
    ids: { parentId: 'person', memberId: 'linkedPerson' },
    crossFamily: "memberId may be a spouse or child of another family shown in this family's tree.",
  },
  summary: "A member's detail",
  description: 'The member dialog: the member, parents, spouses and children (parentId 0: none).',
  tags,
  auth: 'optional',
  params: parentChildParams,
  responses: { 200: memberDetailSchema },
});

export const saveMemberContract = defineContract({
  method: 'POST',
  path: '/api/familyTree/member/:parentId/child/:memberId/saveMember',
  scope: { scope: 'family', ids: { parentId: 'person', memberId: 'person' } },
  summary: 'Save a member or add a relative',
  description:
    "One body shape per memberType. SELF replaces the member's first, middle and last name and gender, and moves the member to childOrder among the siblings when it is sent. FATHER, MOTHER, SPOUSE and CHILD add a new person (CHILD at childOrder, with spouseId as the other parent). SPOUSE with isSpouseMember: true links the existing person spouseId; a person of another family is linked only with that family's consent, answered 202 with the request sent.",
  tags,
  auth: 'required',
  params: parentChildParams,
  body: strictBody(saveMemberRequestSchema),
  bodyExample: {
    memberType: 'CHILD',
    firstName: 'Tom',
    middleName: null,
    lastName: 'Harper',
    gender: 'M',
    childOrder: 1,
    spouseId: null,
  },
  responses: { 200: memberDetailSchema, 202: linkRequestSentSchema },
});

export const deleteChildContract = defineContract({
  method: 'DELETE',
  path: '/api/familyTree/member/:parentId/child/:memberId',
  scope: {
    scope: 'family',
    ids: { parentId: 'person', memberId: 'linkedPerson' },
    crossFamily:
      "memberId may be a child of another family, which is only detached from this family's parent (0008).",
  },
  summary: 'Delete a member (or detach a child)',
  description:
    'Deletes the person memberId (delete self and delete child); a child of another family than parentId is only detached from that parent.',
  tags,
  auth: 'required',
  params: parentChildParams,
  responses: { 204: null },
});

export const deleteSpouseContract = defineContract({
  method: 'DELETE',
  path: '/api/familyTree/member/:memberId/spouse/:spouseId',
  scope: {
    scope: 'family',
    ids: { memberId: 'person', spouseId: 'linkedPerson' },
    crossFamily: 'Either family may remove a union between two families (0008).',
  },
  summary: 'Remove a spouse',
  tags,
  auth: 'required',
  params: z.object({ memberId: idParam, spouseId: idParam }),
  responses: { 204: null },
});

export const saveMarriageContract = defineContract({
  method: 'PUT',
  path: '/api/familyTree/member/:memberId/spouse/:spouseId/marriage',
  scope: {
    scope: 'family',
    ids: { memberId: 'person', spouseId: 'linkedPerson' },
    crossFamily: 'The spouse may be linked from another family (0008).',
  },
  summary: "Save a couple's marriage",
  description:
    "Sets the marriage date (YYYY-MM-DD, not in the future nor before either partner's birth) and place of the member and one of their spouses; null clears. For those who may edit the member (family admins, branch admins in their branch). The events page shows the date as a wedding anniversary under the family's living-person privacy.",
  tags,
  auth: 'required',
  params: z.object({ memberId: idParam, spouseId: idParam }),
  body: strictBody(marriageRequestSchema),
  bodyExample: { marriageDate: '2001-06-02', marriagePlace: 'Leeds' },
  responses: { 200: marriageSchema },
});
