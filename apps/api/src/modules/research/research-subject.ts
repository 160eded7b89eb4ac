import { researchMessages } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { forbidden, invalidInput, notFound, unauthenticated } from '../../infra/errors.js';
import type { RequestScope } from '../access/request-scope.js';
import { subjectEditedThrough } from '../access/research-access.js';
import { findGedcomEventOfFamily, findUnionOfFamily } from '../data/research.repository.js';
import type { UserText } from '../../infra/user-text.js';

/** What a citation or a note link is about: a person or a couple, perhaps an imported event. */
export interface ResearchSubject {
  person_id: number | null;
  union_id: number | null;
  event_id: number | null;
}

export const subjectOf = (input: {
  personId?: number;
  unionId?: number;
  eventId: number | null;
}): ResearchSubject => ({
  person_id: input.personId ?? null,
  union_id: input.unionId ?? null,
  event_id: input.eventId,
});

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The subject a body names, when it names exactly one (asked before the body is validated). */
export function subjectInBody(body: unknown): ResearchSubject | null {
  const { personId, unionId } = (body ?? {}) as { personId?: unknown; unionId?: unknown };
  if (isId(personId) && unionId === undefined)
    return { person_id: personId, union_id: null, event_id: null };
  if (isId(unionId) && personId === undefined)
    return { person_id: null, union_id: unionId, event_id: null };
  return null;
}

/**
 * Who may write a person's or a couple's research (issue 30): whoever may edit the person (a
 * family admin, the branch admin of their branch); for a couple, a family admin or the branch
 * admin of at least one partner (canEditPerson already admits a partner of their branch's
 * persons). Returns the user and the person the history record names (a couple's first partner
 * the viewer may edit, so it appears in that person's history).
 */
export function researchRights(db: Db) {
  async function assertMayWrite(
    scope: RequestScope,
    subject: ResearchSubject,
    refusals: { person: UserText; couple: UserText; personNotFound: UserText },
  ): Promise<{ user: AuthUser; personId: number }> {
    if (!scope.viewer) throw unauthenticated();
    const isPerson = subject.person_id !== null;
    const through = await subjectEditedThrough(db, scope, subject);
    if (through === undefined)
      throw notFound(isPerson ? refusals.personNotFound : researchMessages.unionNotFound);
    if (through === null) throw forbidden(isPerson ? refusals.person : refusals.couple);
    return { user: scope.viewer, personId: through };
  }

  /** 400 on eventId unless it is an imported event of the subject (a couple's: of both). */
  async function assertEventOfSubject(familyId: number, subject: ResearchSubject) {
    if (subject.event_id === null) return;
    const event = await findGedcomEventOfFamily(db, familyId, subject.event_id);
    let belongs = false;
    if (event && subject.person_id !== null)
      belongs = !event.of_family && event.person_id === subject.person_id;
    if (event && subject.union_id !== null) {
      const union = await findUnionOfFamily(db, familyId, subject.union_id);
      const partners = [union?.person_id, union?.spouse_id];
      belongs =
        !!event.of_family &&
        partners.includes(event.person_id ?? undefined) &&
        (event.spouse_id === null || partners.includes(event.spouse_id));
    }
    if (!belongs) throw invalidInput({ eventId: researchMessages.eventOfSubject });
  }

  return { assertMayWrite, assertEventOfSubject };
}
