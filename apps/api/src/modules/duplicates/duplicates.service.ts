import type {
  DuplicateDismissal,
  DuplicatePair,
  DuplicatePerson,
  Locale,
} from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { forbidden, invalidInput, unauthenticated } from '../../infra/errors.js';
import { serverText } from '../../infra/user-text.js';
import { answerTextsIn } from '../../answers/answer-texts.js';
import { matchReasonText } from '../../answers/match-reason-text.js';
import { canEditPerson } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { findPersons, type PersonRow } from '../data/tree.repository.js';
import { nameOf } from '../data/person-name.js';
import { findDuplicatePairs } from '../matching/index.js';
import {
  candidatesOf,
  couplesOf,
  matchGender,
  personsForMatching,
  type PersonForMatching,
} from '../data/match-candidates.repository.js';
import { deleteDismissal, dismissedPairs, insertDismissal } from './duplicates.repository.js';

const summaryOf = (p: PersonForMatching): DuplicatePerson => ({
  personId: p.id,
  firstName: p.first_name,
  middleName: p.middle_name,
  lastName: p.last_name,
  gender: matchGender(p.gender),
  dateOfBirth: p.date_of_birth,
  dateOfDeath: p.date_of_death,
  placeOfBirth: p.place_of_birth,
  fatherId: p.father_id,
  motherId: p.mother_id,
});

export function createDuplicatesService({ db }: AppContext) {
  /** 401 for a visitor, 403 for anyone but a family or branch admin: before anything is read. */
  async function admin(scope: RequestScope) {
    if (!scope.viewer) throw unauthenticated();
    const role = await scope.role();
    if (role !== 'FAMILY_ADMIN' && role !== 'BRANCH_ADMIN')
      throw forbidden(serverText('duplicates.notAdmin'));
    return { user: scope.viewer, role };
  }

  /** The pair's two persons, of this family and (for a branch admin) of their branch. */
  async function pairOf(scope: RequestScope, body: DuplicateDismissal): Promise<[number, number]> {
    if (body.personA === body.personB)
      throw invalidInput({ personB: serverText('duplicates.samePerson') });
    const found = new Map(
      (await findPersons(db, [body.personA, body.personB])).map((p) => [p.id, p]),
    );
    const persons: PersonRow[] = [];
    for (const field of ['personA', 'personB'] as const) {
      const person = found.get(body[field]);
      if (!person || person.family_id !== scope.familyId)
        throw invalidInput({ [field]: serverText('merge.unknownPerson') });
      persons.push(person);
    }
    for (const person of persons)
      if (!(await canEditPerson(db, scope, person)))
        throw forbidden(serverText('duplicates.outsideBranch', { name: nameOf(person) }));
    return [body.personA, body.personB];
  }

  return {
    admin,

    async list(scope: RequestScope, locale: Locale): Promise<DuplicatePair[]> {
      const { role } = await admin(scope);
      const persons = await personsForMatching(db, scope.familyId);
      const [couples, dismissed, texts] = await Promise.all([
        couplesOf(db, scope.familyId),
        dismissedPairs(db, scope.familyId),
        answerTextsIn(locale),
      ]);
      const byId = new Map(persons.map((p) => [String(p.id), p]));
      let pairs = findDuplicatePairs(candidatesOf(persons, couples), { dismissed });
      if (role === 'BRANCH_ADMIN') {
        const inBranch = new Map<string, boolean>();
        const mayEdit = async (key: string) => {
          if (!inBranch.has(key)) {
            const [row] = await findPersons(db, [Number(key)]);
            inBranch.set(key, !!row && (await canEditPerson(db, scope, row)));
          }
          return inBranch.get(key)!;
        };
        const kept = [];
        for (const pair of pairs)
          if ((await mayEdit(pair.left)) && (await mayEdit(pair.right))) kept.push(pair);
        pairs = kept;
      }
      return pairs.map((m) => ({
        personA: summaryOf(byId.get(m.left)!),
        personB: summaryOf(byId.get(m.right)!),
        score: m.score,
        reasons: m.reasons.map((r) => ({
          code: r.code,
          points: r.points,
          text: matchReasonText(texts, r),
        })),
      }));
    },

    async dismiss(scope: RequestScope, body: DuplicateDismissal): Promise<void> {
      const { user } = await admin(scope);
      await insertDismissal(db, scope.familyId, await pairOf(scope, body), user.userId);
    },

    async undismiss(scope: RequestScope, body: DuplicateDismissal): Promise<void> {
      await admin(scope);
      await deleteDismissal(db, scope.familyId, await pairOf(scope, body));
    },
  };
}
export type DuplicatesService = ReturnType<typeof createDuplicatesService>;
