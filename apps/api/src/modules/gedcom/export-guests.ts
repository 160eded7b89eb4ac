import type { Db } from '../../infra/database.js';
import {
  childrenOfParents,
  personKeys,
  unionsOfPersons,
  type PersonKey,
} from './gedcom.repository.js';
import { familyKey } from './xrefs.js';

type ChildRow = { id: number; father_id: number | null; mother_id: number | null };

/**
 * The families of spouses and co-parents linked from other families ("guests"): a guest is
 * written once, with the page of their first partner here, but their partners here may be on
 * any page of the export. Each family of the file they belong to is read here, so that their
 * INDI has a FAMS for every FAM that names them (a page sees only its own persons' families).
 * A family is of the file when a partner is a member (`isMember`), or when a member is the child
 * of two guests (`guestParentFamilies`); a family of two guests is not otherwise.
 */
export async function guestFamilies(
  db: Db,
  guestIds: number[],
  isMember: (p: PersonKey) => boolean,
): Promise<Map<number, string[]>> {
  const { fams, children, member } = await memberFamilies(db, guestIds, isMember);
  const orphans = children.filter(
    (c) => member(c.id) && !member(c.father_id) && !member(c.mother_id),
  );
  if (orphans.length === 0) return fams;
  const guests = new Set(guestIds);
  for (const f of await guestParentFamilies(db, orphans, isMember))
    for (const parent of [f.father, f.mother])
      if (parent !== null && guests.has(parent)) addFamily(fams, parent, f.key);
  return fams;
}

/** A family of two guests (or of one, the other parent unknown) with member children. */
export interface GuestParents {
  key: string;
  father: number | null;
  mother: number | null;
  /** All its member children, in their order (on any page). */
  children: number[];
}

/**
 * The families of these member children without a member parent whose known parents are all
 * guests (written in the file as partners of members). A branch's spouse may have such parents;
 * in a whole family's export a member child always has a member parent.
 */
export async function guestParentFamilies(
  db: Db,
  orphans: ChildRow[],
  isMember: (p: PersonKey) => boolean,
): Promise<GuestParents[]> {
  const parentIds = new Set<number>();
  for (const c of orphans)
    for (const parent of [c.father_id, c.mother_id]) if (parent !== null) parentIds.add(parent);
  if (parentIds.size === 0) return [];
  const { fams, children, member } = await memberFamilies(db, [...parentIds], isMember);
  const families = new Map<string, GuestParents>();
  for (const c of orphans) {
    const parents = [c.father_id, c.mother_id].filter((id) => id !== null);
    const key = familyKey(c.father_id, c.mother_id);
    if (!parents.length || !parents.every((id) => fams.has(id)) || families.has(key)) continue;
    const ofPair = children.filter(
      (r) => r.father_id === c.father_id && r.mother_id === c.mother_id && member(r.id),
    );
    families.set(key, {
      key,
      father: c.father_id,
      mother: c.mother_id,
      children: ofPair.map((r) => r.id),
    });
  }
  return [...families.values()];
}

const addFamily = (fams: Map<number, string[]>, guest: number, key: string) => {
  const list = fams.get(guest) ?? [];
  if (!list.includes(key)) list.push(key);
  fams.set(guest, list);
};

/** The families of these persons with a member partner, and the rows they were read from. */
async function memberFamilies(db: Db, ids: number[], isMember: (p: PersonKey) => boolean) {
  const fams = new Map<number, string[]>();
  const [unions, children] = await Promise.all([
    unionsOfPersons(db, ids),
    childrenOfParents(db, ids),
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
  const own = new Set(ids);
  // Unions first, in their order, as the page writes its own persons' FAMS.
  for (const u of unions)
    for (const [guest, partner] of [
      [u.person_id, u.spouse_id],
      [u.spouse_id, u.person_id],
    ] as const)
      if (own.has(guest) && member(partner)) addFamily(fams, guest, familyKey(guest, partner));
  // Co-parents without a union: the family of a member child, written by the member parent.
  for (const c of children) {
    if (!member(c.id) || !(member(c.father_id) || member(c.mother_id))) continue;
    const key = familyKey(c.father_id, c.mother_id);
    for (const parent of [c.father_id, c.mother_id])
      if (parent !== null && own.has(parent)) addFamily(fams, parent, key);
  }
  return { fams, children, member };
}
