import type { GedcomMatch, Locale } from '@familytree/shared';
import { answerTextsIn } from '../../answers/answer-texts.js';
import { matchReasonText } from '../../answers/match-reason-text.js';
import type { Db } from '../../infra/database.js';
import { matchAcross, proposedMatchScore, type CandidateMatch } from '../matching/index.js';
import { familyCandidates } from '../data/match-candidates.repository.js';
import { fileCandidates } from './import-matches.js';
import type { ImportPlan } from './import-plan.js';
import { personsToShow } from './import-match.repository.js';

/** The file's persons matched one to one to the family's, best first (decision 0055). */
export async function matchesOfFile(
  db: Db,
  familyId: number,
  plan: ImportPlan,
): Promise<CandidateMatch[]> {
  const family = await familyCandidates(db, familyId);
  return matchAcross(fileCandidates(plan), family, { minScore: proposedMatchScore });
}

const nameOf = (p: { firstName: string; middleName: string | null; lastName: string }) =>
  [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');

const genderOf = (g: string) => (g === 'M' || g === 'F' ? g : 'U');

/** The matches as the preview shows them: both persons, and each reason said in `locale`. */
export async function previewMatchesIn(
  db: Db,
  plan: ImportPlan,
  matches: CandidateMatch[],
  locale: Locale,
): Promise<GedcomMatch[]> {
  const texts = await answerTextsIn(locale);
  const byXref = new Map(plan.persons.map((p) => [p.xref, p]));
  const ids = matches.map((m) => Number(m.right));
  const family = new Map<number, GedcomMatch['familyPerson']>();
  for (const r of await personsToShow(db, ids))
    family.set(r.id, {
      name: nameOf({ firstName: r.first_name, middleName: r.middle_name, lastName: r.last_name }),
      gender: genderOf(r.gender),
      dateOfBirth: r.date_of_birth,
      dateOfDeath: r.date_of_death,
      placeOfBirth: r.place_of_birth,
    });
  return matches.map((m) => {
    const p = byXref.get(m.left)!;
    return {
      xref: m.left,
      personId: Number(m.right),
      score: m.score,
      reasons: m.reasons.map((r) => ({
        code: r.code,
        points: r.points,
        text: matchReasonText(texts, r),
      })),
      conflicts: m.conflicts.map((c) => ({ field: c.field, file: c.left, family: c.right })),
      filePerson: {
        name: nameOf(p),
        gender: p.gender,
        dateOfBirth: p.dateOfBirth,
        dateOfDeath: p.dateOfDeath,
        placeOfBirth: p.placeOfBirth,
      },
      familyPerson: family.get(Number(m.right))!,
    };
  });
}
