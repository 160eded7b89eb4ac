import { familyStatisticsSchema } from '../statistics.js';
import { familyParams } from './common.js';
import { defineContract } from './contract.js';

export const familyStatisticsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/statistics',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Family statistics',
  description:
    "Counts of persons, couples, living and deceased; births and deaths by decade; ages at death in 10-year bars; the 10 most common given names (male, female) and surnames of the family's own persons. Living persons' births are left out for viewers the family shows names only (decision 0019); names follow the member list.",
  tags: ['Statistics'],
  auth: 'optional',
  params: familyParams,
  responses: { 200: familyStatisticsSchema },
});
