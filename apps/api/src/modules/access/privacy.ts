import {
  disclosureFor,
  isLiving,
  type Disclosure,
  type LifeFacts,
  type VisitorDateLevel,
} from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { readFamilySettings } from '../settings/settings.repository.js';
import { findPersons } from '../tree/tree.repository.js';
import { activeRole } from './access.policy.js';

/**
 * Living-person privacy (issue 16, decision 0019): who sees living persons' dates and places, in
 * one place. Every read that carries a date or place of a person asks a PrivacyPolicy.
 */

/**
 * Whether the viewer sees living persons of the family in full: an ACTIVE membership (family and
 * branch admins today; a later MEMBER role joins here and nowhere else).
 */
export async function viewerSeesLiving(
  db: Db,
  viewer: AuthUser | null,
  familyId: number,
): Promise<boolean> {
  if (!viewer) return false;
  return (await activeRole(db, viewer.userId, familyId)) !== null;
}

/** The facts of a stored person the rule reads. */
export interface StoredLife {
  family_id: number;
  date_of_birth: string | null;
  date_of_death: string | null;
  /** Not every read selects it: absent reads as living, the safe side. */
  living?: number;
}

export const lifeFactsOf = (
  p: StoredLife,
  parentBirthDates?: ReadonlyArray<string | null>,
): LifeFacts => ({
  dateOfBirth: p.date_of_birth,
  dateOfDeath: p.date_of_death,
  living: p.living === undefined ? true : p.living === 1,
  ...(parentBirthDates ? { parentBirthDates } : {}),
});

export interface PrivacyPolicy {
  /** The family whose site is read. */
  familyId: number;
  seesLiving: boolean;
  level: VisitorDateLevel;
  /** Today (YYYY-MM-DD, UTC): the age limits count from it. */
  today: string;
  isLiving(p: StoredLife, parentBirthDates?: ReadonlyArray<string | null>): boolean;
  /** What of this person's dates and places the viewer may receive. */
  disclose(p: StoredLife, parentBirthDates?: ReadonlyArray<string | null>): Disclosure;
  /**
   * The row as this viewer may receive it: for a living person shown with the birth year only the
   * birth date becomes its year (YYYY), with names only it goes; places of birth go in both.
   * Services mask rows as they read them, so no answer built from them can carry more.
   */
  mask<T extends StoredLife>(p: T, parentBirthDates?: ReadonlyArray<string | null>): T;
}

/** The columns a mask empties, where a row has them. */
const placeColumns = ['place_of_birth', 'country_of_birth'] as const;

function masked<T extends StoredLife>(p: T, shown: Disclosure): T {
  if (shown.fullDates && shown.places) return p;
  const copy: T = { ...p };
  if (!shown.fullDates) {
    copy.date_of_birth = shown.birthYear && p.date_of_birth ? p.date_of_birth.slice(0, 4) : null;
    copy.date_of_death = null;
  }
  if (!shown.places)
    for (const column of placeColumns)
      if (column in copy) (copy as Record<string, unknown>)[column] = null;
  return copy;
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** A policy from its parts (tests and callers that already know them). */
export function policyOf(
  familyId: number,
  seesLiving: boolean,
  level: VisitorDateLevel,
  today: string = todayUtc(),
): PrivacyPolicy {
  const living = (p: StoredLife, parents?: ReadonlyArray<string | null>) =>
    isLiving(lifeFactsOf(p, parents), today);
  return {
    familyId,
    seesLiving,
    level,
    today,
    isLiving: living,
    disclose(p, parents) {
      // A spouse linked from another family is shown here, but this family's rights and setting
      // do not reach them: never more than the birth year of a living person of another family.
      if (p.family_id !== familyId)
        return disclosureFor(living(p, parents), false, level === 'NAMES' ? 'NAMES' : 'YEAR');
      return disclosureFor(living(p, parents), seesLiving, level);
    },
    mask(p, parents) {
      return masked(p, this.disclose(p, parents));
    },
  };
}

/**
 * The birth dates of a person's parents when the rule needs them (no birth or death date of their
 * own): a profile's place of birth depends on it. Undefined when not needed.
 */
export async function parentBirthDatesFor(
  db: Db,
  p: StoredLife & { father_id: number | null; mother_id: number | null },
): Promise<Array<string | null> | undefined> {
  const needsParents = !p.date_of_birth && !p.date_of_death && p.living !== 0;
  const parentIds = [p.father_id, p.mother_id].filter((id): id is number => id !== null);
  return needsParents && parentIds.length > 0
    ? (await findPersons(db, parentIds)).map((parent) => parent.date_of_birth)
    : undefined;
}

/** One person's row masked for the viewer, their parents' birth dates read first when needed. */
export async function maskPerson<
  T extends StoredLife & { father_id: number | null; mother_id: number | null },
>(db: Db, policy: PrivacyPolicy, p: T): Promise<T> {
  return policy.mask(p, await parentBirthDatesFor(db, p));
}

interface DatedRow {
  start_day: number | null;
  end_day: number | null;
  start_month: number | null;
  end_month: number | null;
  start_year: number | null;
  end_year: number | null;
}

/**
 * A living person's life events as the viewer may receive them: without full dates their days and
 * months go (a "Born" event would otherwise carry the birthday the setting hides), with names
 * only their years too.
 */
export function maskLifeEvents<T extends DatedRow>(events: T[], shown: Disclosure): T[] {
  if (shown.fullDates) return events;
  return events.map((e) => ({
    ...e,
    start_day: null,
    end_day: null,
    start_month: null,
    end_month: null,
    start_year: shown.birthYear ? e.start_year : null,
    end_year: shown.birthYear ? e.end_year : null,
  }));
}

/** The policy of one viewer on one family's site: two small reads. */
/** The policy of a viewer the caller knows to be an active member of the family (an editor). */
export async function memberPrivacyPolicy(db: Db, familyId: number): Promise<PrivacyPolicy> {
  const settings = await readFamilySettings(db, familyId);
  return policyOf(familyId, true, settings.visitorDates);
}

export async function privacyPolicy(
  db: Db,
  viewer: AuthUser | null,
  familyId: number,
): Promise<PrivacyPolicy> {
  const [seesLiving, settings] = await Promise.all([
    viewerSeesLiving(db, viewer, familyId),
    readFamilySettings(db, familyId),
  ]);
  return policyOf(familyId, seesLiving, settings.visitorDates);
}
