import { z } from 'zod';

/**
 * Family statistics (issue 32): counts, births and deaths by decade, ages at death and the most
 * common names, computed on the server from the family's own persons (spouses linked from other
 * families are theirs to count).
 */

export const statisticsLimits = {
  /** The most common names answered per list. */
  topNames: 10,
  /** The width of an age-at-death bar, in years. */
  ageBinYears: 10,
} as const;

const countOf = z.number().int().min(0);
export const decadeCountSchema = z.object({
  /** The first year of the decade (1950 for the 1950s). */
  decade: z.number().int(),
  count: countOf,
});
export const ageBinSchema = z.object({
  /** The first age of the bar (0, 10, 20 …); the bar holds ages from..from+9. */
  from: z.number().int().min(0),
  count: countOf,
});
export const nameCountSchema = z.object({ name: z.string(), count: countOf });

export const familyStatisticsSchema = z.object({
  persons: countOf,
  /** Couples recorded in the family (its unions). */
  couples: countOf,
  living: countOf,
  deceased: countOf,
  /** Births by decade, oldest first; only the births the viewer may see. */
  births: z.array(decadeCountSchema),
  deaths: z.array(decadeCountSchema),
  agesAtDeath: z.array(ageBinSchema),
  givenNames: z.object({ male: z.array(nameCountSchema), female: z.array(nameCountSchema) }),
  surnames: z.array(nameCountSchema),
  /**
   * Living persons whose birth the viewer may not see (the family shows visitors names only):
   * they are counted, but left out of the births.
   */
  birthsHidden: countOf,
});
export type FamilyStatistics = z.infer<typeof familyStatisticsSchema>;
export type DecadeCount = z.infer<typeof decadeCountSchema>;
export type AgeBin = z.infer<typeof ageBinSchema>;
export type NameCount = z.infer<typeof nameCountSchema>;
