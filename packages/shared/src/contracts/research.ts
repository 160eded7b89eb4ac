import { z } from 'zod';
import {
  citationInputSchema,
  citationSchema,
  personMarriageSchema,
  repositoryInputSchema,
  repositorySchema,
  sourceInputSchema,
  sourceSchema,
  sourceSummarySchema,
} from '../research.js';
import { defineContract } from './contract.js';
import { familyParams, idParam } from './common.js';
import { strictBody } from './strict.js';

/** The family's research (issue 30, decision 0034): sources, repositories, citations. */
const tags = ['Research'];
const familyScope = { scope: 'family', ids: { familyId: 'family' } } as const;
const sourceParams = z.object({ familyId: idParam, sourceId: idParam });
const repositoryParams = z.object({ familyId: idParam, repositoryId: idParam });
const citationParams = z.object({ familyId: idParam, citationId: idParam });
const sourceExample = {
  title: 'Parish register of St Mary, Kottayam, 1850–1900',
  author: 'St Mary’s Church',
  publication: null,
  abbreviation: null,
  repositoryId: null,
  callNumber: null,
  note: null,
};
const adminsOnly = 'Family admins only (others are refused before the body is read).';

export const familySourcesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/sources',
  scope: familyScope,
  summary: 'Sources of the family',
  description:
    'Every source of the family by title, with the number of its citations the viewer may see.',
  tags,
  auth: 'optional',
  params: familyParams,
  responses: { 200: z.array(sourceSummarySchema) },
});

export const sourceContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/sources/:sourceId',
  scope: familyScope,
  summary: 'A source and what cites it',
  description:
    "The source with its repository and its citations: those about a living person only to whom sees that person's facts.",
  tags,
  auth: 'optional',
  params: sourceParams,
  responses: { 200: sourceSchema },
});

export const createSourceContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/sources',
  scope: familyScope,
  summary: 'Add a source',
  description: `${adminsOnly} Answers the source.`,
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(sourceInputSchema),
  bodyExample: sourceExample,
  responses: { 201: sourceSchema },
});

export const updateSourceContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/sources/:sourceId',
  scope: familyScope,
  summary: 'Edit a source',
  description: `Replaces every field of the source. ${adminsOnly}`,
  tags,
  auth: 'required',
  params: sourceParams,
  body: strictBody(sourceInputSchema),
  bodyExample: sourceExample,
  responses: { 200: sourceSchema },
});

export const deleteSourceContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/sources/:sourceId',
  scope: familyScope,
  summary: 'Delete a source',
  description: `Deletes the source with its citations (a revert brings both back). ${adminsOnly}`,
  tags,
  auth: 'required',
  params: sourceParams,
  responses: { 204: null },
});

export const familyRepositoriesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/repositories',
  scope: familyScope,
  summary: 'Repositories of the family',
  description: 'Where the sources are kept (archives, libraries, a relative’s attic), by name.',
  tags,
  auth: 'optional',
  params: familyParams,
  responses: { 200: z.array(repositorySchema) },
});

export const createRepositoryContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/repositories',
  scope: familyScope,
  summary: 'Add a repository',
  description: adminsOnly,
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(repositoryInputSchema),
  bodyExample: { name: 'Kerala State Archives', address: 'Thiruvananthapuram', note: null },
  responses: { 201: repositorySchema },
});

export const updateRepositoryContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/repositories/:repositoryId',
  scope: familyScope,
  summary: 'Edit a repository',
  description: `Replaces every field of the repository. ${adminsOnly}`,
  tags,
  auth: 'required',
  params: repositoryParams,
  body: strictBody(repositoryInputSchema),
  bodyExample: { name: 'Kerala State Archives', address: 'Thiruvananthapuram', note: null },
  responses: { 200: repositorySchema },
});

export const deleteRepositoryContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/repositories/:repositoryId',
  scope: familyScope,
  summary: 'Delete a repository',
  description: `Its sources stay, without a repository. ${adminsOnly}`,
  tags,
  auth: 'required',
  params: repositoryParams,
  responses: { 204: null },
});

export const personCitationsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/persons/:personId/citations',
  scope: { scope: 'family', ids: { familyId: 'family', personId: 'person' } },
  summary: "A person's citations",
  description:
    "The sources cited for the person and their facts, in the order entered, each with its media: for a living person only to whom sees that person's facts (otherwise an empty list).",
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam, personId: idParam }),
  responses: { 200: z.array(citationSchema) },
});

export const personMarriagesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/persons/:personId/marriages',
  scope: { scope: 'family', ids: { familyId: 'family', personId: 'person' } },
  summary: "A person's marriages",
  description:
    "The person's couples, in their order, with the other partner's name: what a couple's citations and notes are about.",
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam, personId: idParam }),
  responses: { 200: z.array(personMarriageSchema) },
});

export const unionCitationsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/unions/:unionId/citations',
  scope: familyScope,
  summary: "A couple's citations",
  description:
    "The sources cited for the couple and its marriage, in the order entered: when a partner is living, only to whom sees both partners' facts (otherwise an empty list).",
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam, unionId: idParam }),
  responses: { 200: z.array(citationSchema) },
});

const citationExample = {
  sourceId: 1,
  personId: 1,
  fact: 'birth',
  page: 'Baptisms 1872, entry 14',
  date: '12 MAR 1872',
  quality: 3,
  note: null,
};
const citationEditors =
  "Family admins, and branch admins for the persons of their branch; a couple's citation, branch admins of the branch of at least one partner (others are refused before the body is read).";
const citationSubject =
  'The body names exactly one of personId (fact: name, sex, birth, death or null) and unionId, a couple (fact: marriage or null), else 400 naming the field; eventId optionally names an imported event (GEDCOM) of that person or couple.';

export const createCitationContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/citations',
  scope: familyScope,
  summary: 'Cite a source',
  description: `Cites a source of the family for a person or a couple, or one of their facts. ${citationSubject} ${citationEditors}`,
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(citationInputSchema),
  bodyExample: citationExample,
  responses: { 201: citationSchema },
});

export const updateCitationContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/citations/:citationId',
  scope: familyScope,
  summary: 'Edit a citation',
  description: `Replaces every field of the citation. ${citationSubject} ${citationEditors}`,
  tags,
  auth: 'required',
  params: citationParams,
  body: strictBody(citationInputSchema),
  bodyExample: citationExample,
  responses: { 200: citationSchema },
});

export const deleteCitationContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/citations/:citationId',
  scope: familyScope,
  summary: 'Delete a citation',
  description: citationEditors,
  tags,
  auth: 'required',
  params: citationParams,
  responses: { 204: null },
});
