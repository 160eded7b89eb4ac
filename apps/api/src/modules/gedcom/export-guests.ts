import type { Db } from '../../infra/database.js';
import {
  childrenOfParents,
  personKeys,
  unionsOfPersons,
  type PersonKey,
} from './gedcom.repository.js';
import { familyKey } from './xrefs.js';

/**
 * The families of spouses and co-parents linked from other families ("guests"): a guest is
 * written once, with the page of their first partner here, but their partners here may be on
 * any page of the export. Each family of the file they belong to is read here, so that their
 * INDI has a FAMS for every FAM that names them (a page sees only its own persons' families).
 * A family is of the file when a partner is a member (`isMember`); a family of two guests is not.
 */
export async function guestFamilies(
  db: Db,
  guestIds: number[],
  isMember: (p: PersonKey) => boolean,
): Promise<Map<number, string[]>> {
  const fams = new Map<number, string[]>();
  if (guestIds.length === 0) return fams;
  const [unions, children] = await Promise.all([
    unionsOfPersons(db, guestIds),
    childrenOfParents(db, guestIds),
  ]);
  const partnerIds = new Set<number>();
  for (const u of unions) partnerIds.add(u.person_id).add(u.spouse_id);
  for (const c of children) {
    partnerIds.add(c.id);
    if (c.father_id !== null) partnerIds.add(c.father_id);
    if (c.mother_id !== null) partnerIds.add(c.mother_id);
  }
  const keys = new Map((await personKeys(db, [...partnerIds])).map((p) => [p.id, p]));
  const member = (id: number | null) => {
    const p = id === null ? undefined : keys.get(id);
    return p !== undefined && isMember(p);
  };
  const guests = new Set(guestIds);
  const add = (guest: number, key: string) => {
    const list = fams.get(guest) ?? [];
    if (!list.includes(key)) list.push(key);
    fams.set(guest, list);
  };
  // Unions first, in their order, as the page writes its own persons' FAMS.
  for (const u of unions)
    for (const [guest, partner] of [
      [u.person_id, u.spouse_id],
      [u.spouse_id, u.person_id],
    ] as const)
      if (guests.has(guest) && member(partner)) add(guest, familyKey(guest, partner));
  // Co-parents without a union: the family of a member child, written by the member parent.
  for (const c of children) {
    if (!member(c.id) || !(member(c.father_id) || member(c.mother_id))) continue;
    const key = familyKey(c.father_id, c.mother_id);
    for (const parent of [c.father_id, c.mother_id])
      if (parent !== null && guests.has(parent)) add(parent, key);
  }
  return fams;
}
