import { statisticsLimits, type FamilyStatistics } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import type { PrivacyPolicy } from '../access/privacy.js';
import {
  agesAtDeath,
  birthsByDecade,
  countCouples,
  countHiddenBirths,
  countPersons,
  deathsByDecade,
  topGivenNames,
  topSurnames,
  type BirthsShown,
} from './statistics.repository.js';

/**
 * Which births the viewer may count (decision 0019): whoever sees a living person's birth year
 * somewhere (admins; visitors under FULL or YEAR, as charts show it) counts all of them; under
 * "names only" the living are left out, but for a member's own person. Deaths and ages at death are
 * of persons no longer living, whom every viewer sees in full.
 */
function birthsShownTo(policy: PrivacyPolicy): BirthsShown {
  return policy.seesLiving || policy.level !== 'NAMES'
    ? { all: true }
    : { all: false, today: policy.today, ownPersonId: policy.ownPersonId };
}

export function createStatisticsService({ db }: AppContext) {
  return {
    async statistics(familyId: number, policy: PrivacyPolicy): Promise<FamilyStatistics> {
      const shown = birthsShownTo(policy);
      const top = statisticsLimits.topNames;
      const [counts, couples, births, birthsHidden, deaths, ages, male, female, surnames] =
        await Promise.all([
          countPersons(db, familyId, policy.today),
          countCouples(db, familyId),
          birthsByDecade(db, familyId, shown),
          countHiddenBirths(db, familyId, shown),
          deathsByDecade(db, familyId),
          agesAtDeath(db, familyId, statisticsLimits.ageBinYears),
          topGivenNames(db, familyId, 'M', top),
          topGivenNames(db, familyId, 'F', top),
          topSurnames(db, familyId, top),
        ]);
      return {
        persons: counts.persons,
        couples,
        living: counts.living,
        deceased: counts.persons - counts.living,
        births,
        deaths,
        agesAtDeath: ages,
        givenNames: { male, female },
        surnames,
        birthsHidden,
      };
    },
  };
}
export type StatisticsService = ReturnType<typeof createStatisticsService>;
