import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { academicSchema, livingTimelineSchema, workSchema } from './profiles.js';

// Issue 17: "2010 → 2001" without months was accepted because the rule needed all four parts.

const range = (
  startYear: number | null,
  endYear: number | null,
  months: [number, number] | null,
) => ({
  startYear,
  endYear,
  startMonth: months?.[0] ?? null,
  endMonth: months?.[1] ?? null,
});
const entries = {
  'living timeline': (r: object) => livingTimelineSchema.safeParse({ country: 'GB', ...r }),
  academic: (r: object) =>
    academicSchema.safeParse({ course: 'History', collegeUniversity: 'Leeds', ...r }),
  work: (r: object) => workSchema.safeParse({ role: 'Clerk', company: 'Mill', ...r }),
};

describe.each(Object.entries(entries))('a %s entry', (_, parse) => {
  it('refuses an end year before the start year, with or without months', () => {
    for (const r of [
      range(2010, 2001, null),
      range(2010, 2001, [3, 9]),
      { ...range(2010, 2001, null), startMonth: 3 },
    ]) {
      const result = parse(r);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ path: ['endYear'], message: messages.profile.endBeforeStart }),
      );
    }
  });

  it('refuses an earlier month in the same year, and accepts forward or open ranges', () => {
    expect(parse(range(2005, 2005, [6, 2])).success).toBe(false);
    for (const r of [
      range(2001, 2010, null),
      range(2005, 2005, null),
      range(2005, 2005, [2, 6]),
      range(2010, null, null),
      range(null, 2001, null),
    ])
      expect(parse(r).success).toBe(true);
  });
});
