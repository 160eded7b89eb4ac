import {
  disclosureFor,
  isLiving,
  type Disclosure,
  type LifeFacts,
  type VisitorDateLevel,
} from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { readFamilySettings } from '../data/settings.repository.js';
import { findPersons } from '../data/tree.repository.js';
import { activeMembershipOf, type ActiveMembership, type RequestScope } from './request-scope.js';

/**
 * Living-person privacy (issue 16, decision 0019): who sees living persons' dates and places, in
 * one place. Every read that carries a date or place of a person asks a PrivacyPolicy.
 */

/**
 * Whether the user has an ACTIVE membership of the family (any role): what a members-only site and
 * a private calendar link ask. Seeing the living in full is narrower (livingSightOf).
 */
export async function isActiveMember(scope: RequestScope): Promise<boolean> {
  return (await scope.role()) !== null;
}

/**
 * Whom of the family a user sees living in full (issue 28, decision 0028: a living person's facts
 * are private to visitors and to members who may not edit them): family and branch admins every
 * person; a MEMBER only their own person, the one profile they may edit; anyone else no one.
 */
export interface LivingSight {
  everyone: boolean;
  ownPersonId: number | null;
}

const nobody: LivingSight = { everyone: false, ownPersonId: null };

function sightOf(membership: ActiveMembership | null): LivingSight {
  if (!membership) return nobody;
  if (membership.role === 'FAMILY_ADMIN' || membership.role === 'BRANCH_ADMIN')
    return { everyone: true, ownPersonId: null };
  return { everyone: false, ownPersonId: membership.personId };
}

export async function livingSightOf(
  db: Db,
  userId: number | null,
  familyId: number,
): Promise<LivingSight> {
  return userId === null ? nobody : sightOf(await activeMembershipOf(db, userId, familyId));
}

/** The facts of a stored person the rule reads. */
export interface StoredLife {
  /** Not every read selects it: absent is never the viewer's own person. */
  id?: number;
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
  /** Whether the viewer sees every living person of the family in full (its admins). */
  seesLiving: boolean;
  /** A MEMBER's own person, whom they see in full although they see no other living person so. */
  ownPersonId: number | null;
  level: VisitorDateLevel;
  /** Today (YYYY-MM-DD, UTC): the age limits count from it. */
  today: string;
  isLiving(p: StoredLife, parentBirthDates?: ReadonlyArray<string | null>): boolean;
  /** What of this person's dates and places the viewer may receive. */
  disclose(p: StoredLife, parentBirthDates?: ReadonlyArray<string | null>): Disclosure;
  /**
   * What of a fact of several persons (a family's marriage, divorce, engagement) the viewer may
   * receive: the least any of them allows, so a family event with a living partner is private.
   */
  discloseShared(persons: ReadonlyArray<StoredLife>): Disclosure;
  /**
   * The row as this viewer may receive it: for a living person shown with the birth year only the
   * birth date becomes its year (YYYY), with names only it goes; places of birth go in both.
   * Services mask rows as they read them, so no answer built from them can carry more.
   */
  mask<T extends StoredLife>(p: T, parentBirthDates?: ReadonlyArray<string | null>): T;
}

/** The columns a mask empties, where a row has them. */
const placeColumns = ['place_of_birth', 'country_of_birth', 'death_place'] as const;

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
  ownPersonId: number | null = null,
): PrivacyPolicy {
  const living = (p: StoredLife, parents?: ReadonlyArray<string | null>) =>
    isLiving(lifeFactsOf(p, parents), today);
  return {
    familyId,
    seesLiving,
    ownPersonId,
    level,
    today,
    isLiving: living,
    disclose(p, parents) {
      // A spouse linked from another family is shown here, but this family's rights and setting
      // do not reach them: never more than the birth year of a living person of another family.
      if (p.family_id !== familyId)
        return disclosureFor(living(p, parents), false, level === 'NAMES' ? 'NAMES' : 'YEAR');
      const sees = seesLiving || (ownPersonId !== null && p.id === ownPersonId);
      return disclosureFor(living(p, parents), sees, level);
    },
    discloseShared(persons) {
      const each = persons.map((p) => this.disclose(p));
      return {
        fullDates: each.every((d) => d.fullDates),
        birthYear: each.every((d) => d.birthYear),
        places: each.every((d) => d.places),
      };
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
  detail: string | null;
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
 * only their years too. Their descriptions go as well: a GEDCOM import writes an event's date and
 * place there ("17 March 1991, Chapeltown"), and one typed in may carry them too.
 */
export function maskLifeEvents<T extends DatedRow>(events: T[], shown: Disclosure): T[] {
  if (shown.fullDates) return events;
  return events.map((e) => ({
    ...e,
    detail: null,
    start_day: null,
    end_day: null,
    start_month: null,
    end_month: null,
    start_year: shown.birthYear ? e.start_year : null,
    end_year: shown.birthYear ? e.end_year : null,
  }));
}

/** The policy of a viewer the caller knows may edit the person answered (an editor's save). */
export async function memberPrivacyPolicy(db: Db, familyId: number): Promise<PrivacyPolicy> {
  const settings = await readFamilySettings(db, familyId);
  return policyOf(familyId, true, settings.visitorDates);
}

async function policyOfSight(
  db: Db,
  sight: Promise<LivingSight>,
  familyId: number,
): Promise<PrivacyPolicy> {
  const [seen, settings] = await Promise.all([sight, readFamilySettings(db, familyId)]);
  return policyOf(familyId, seen.everyone, settings.visitorDates, todayUtc(), seen.ownPersonId);
}

/**
 * The policy of a user who is not the request's caller (null: a visitor), such as the owner of a
 * private calendar link: two small reads.
 */
export const privacyPolicyOfUser = (db: Db, userId: number | null, familyId: number) =>
  policyOfSight(db, livingSightOf(db, userId, familyId), familyId);

/** The policy of the request's viewer: the scope's membership (read once) and the settings. */
export const privacyPolicy = (db: Db, scope: RequestScope) =>
  policyOfSight(db, scope.membership().then(sightOf), scope.familyId);
