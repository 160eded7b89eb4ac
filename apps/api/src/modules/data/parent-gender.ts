import { messages, type Gender } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { invalidInput } from '../../infra/errors.js';
import { childrenOf, type PersonRow } from './tree.repository.js';

/**
 * A child's father slot holds a man and the mother slot a woman (relationship names, GEDCOM's
 * HUSB/WIFE): a person who fills one of them cannot become 'U'. Changing between M and F stays
 * allowed, as it was before 'U' existed.
 */
export async function assertParentKeepsGender(
  db: Db,
  person: PersonRow,
  gender: Gender,
): Promise<void> {
  if (gender !== 'U' || person.gender === 'U') return;
  const children = await childrenOf(db, [person.id]);
  if (children.some((c) => c.father_id === person.id))
    throw invalidInput({ gender: messages.member.fatherStaysMale });
  if (children.some((c) => c.mother_id === person.id))
    throw invalidInput({ gender: messages.member.motherStaysFemale });
}
