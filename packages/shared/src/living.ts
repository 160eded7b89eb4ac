import { z } from 'zod';
import { locales } from './locales.js';

/**
 * Living-person privacy (issue 16, decision 0019). Pure rules shared by the server, which enforces
 * them on every public read, and the web, which only explains them.
 */

/** What a visitor sees of a living person: full dates, the birth year only, or names only. */
export const visitorDateLevels = ['FULL', 'YEAR', 'NAMES'] as const;
export type VisitorDateLevel = (typeof visitorDateLevels)[number];
export const defaultVisitorDates: VisitorDateLevel = 'YEAR';

/** A person of at least this age (from the birth date) is no longer treated as living. */
export const livingAgeLimit = 100;
/** With no birth date of their own, a person whose parent was born this long ago is not living. */
export const livingParentAgeLimit = 120;

/** The facts the rule reads; dates are stored ISO text, YYYY, YYYY-MM or YYYY-MM-DD. */
export interface LifeFacts {
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  /** The stored living status (false: marked deceased). */
  living: boolean;
  /** The parents' birth dates, for a person without one. */
  parentBirthDates?: ReadonlyArray<string | null>;
}

/** The latest day a partial date can mean (1950 → 1950-12-31), so that "born before" is certain. */
function latestDayOf(date: string): string | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(date);
  if (!match) return null;
  const [, year, month, day] = match;
  return `${year}-${month ?? '12'}-${day ?? '31'}`;
}

/** Whether `date` lies more than `years` years before `today` (both ISO; today YYYY-MM-DD). */
function bornMoreThan(date: string | null, years: number, today: string): boolean {
  if (!date) return false;
  const latest = latestDayOf(date);
  if (!latest) return false;
  const cutoff = `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4, 10)}`;
  return latest < cutoff;
}

/**
 * A person is living unless they have a date of death, are marked deceased, were born more than
 * 100 years ago, or (with no birth date) have a parent born more than 120 years ago. An unknown
 * case counts as living: hiding too much is the safe side (webtrees does the same).
 */
export function isLiving(person: LifeFacts, today: string): boolean {
  if (person.dateOfDeath || !person.living) return false;
  if (person.dateOfBirth) return !bornMoreThan(person.dateOfBirth, livingAgeLimit, today);
  return !(person.parentBirthDates ?? []).some((d) => bornMoreThan(d, livingParentAgeLimit, today));
}

/** What a viewer may see of one person's dates and places (true: as stored). */
export interface Disclosure {
  fullDates: boolean;
  birthYear: boolean;
  places: boolean;
}

const everything: Disclosure = { fullDates: true, birthYear: true, places: true };

/**
 * The disclosure for one person: everything for a deceased person and for a viewer who sees the
 * living (a family's active admins); otherwise as the family's setting says.
 */
export function disclosureFor(
  living: boolean,
  viewerSeesLiving: boolean,
  level: VisitorDateLevel,
): Disclosure {
  if (!living || viewerSeesLiving || level === 'FULL') return everything;
  if (level === 'YEAR') return { fullDates: false, birthYear: true, places: false };
  return { fullDates: false, birthYear: false, places: false };
}

/** The year of a stored ISO date, or null. */
export function yearOfDate(date: string | null): number | null {
  const year = date ? Number.parseInt(date.slice(0, 4), 10) : Number.NaN;
  return Number.isFinite(year) ? year : null;
}

export const familySettingsSchema = z.object({
  visitorDates: z.enum(visitorDateLevels, {
    error: 'Choose full dates, year of birth only or names only',
  }),
  membersOnly: z.boolean({ error: 'Choose whether only members may see the site' }),
  /**
   * The site's default language for visitors who have not chosen one (issue 31); null: the
   * browser's. Absent from a body: unchanged (bodies written before languages stay valid).
   */
  language: z
    .enum(locales, { error: `Choose one of the languages: ${locales.join(', ')}` })
    .nullable()
    .optional(),
});
export type FamilySettings = z.infer<typeof familySettingsSchema>;

/** The code of the refusal a visitor gets from a members-only site (the web shows a login). */
export const membersOnlyCode = 'MEMBERS_ONLY';

export const privacyMessages = {
  membersOnly: "This family's site is for its members only. Log in to see it.",
  membersOnlySignedIn:
    "This family's site is for its members only, and your account is not a member of this family.",
  settingsRefused: "Only the family's admins may change its settings.",
  eventsRefused: "Only the family's admins may manage family events.",
  noSuchEvent: 'No such event.',
} as const;
