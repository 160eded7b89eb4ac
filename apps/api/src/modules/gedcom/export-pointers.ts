import type { Db } from '../../infra/database.js';
import { personKeys, type PersonKey } from './gedcom.repository.js';

/** Pointers to persons and families as the import rewrote them (xrefs.ts). */
const personOrFamily = /@(FC|F|I)(\d+)(?:_(\d+))?@/g;

/**
 * Kept lines are written as they came, and still point to persons and families by id. A person
 * deleted since, or outside an exported branch, is no record of the file: a line pointing to
 * them is left out rather than written dangling (a reader would invent the missing person).
 * Answers whether a kept text may be written; reads only the persons the texts point to.
 */
export async function pointerCheck(
  db: Db,
  texts: string[],
  isMember: (p: PersonKey) => boolean,
): Promise<(text: string) => boolean> {
  const ids = new Set<number>();
  for (const text of texts)
    for (const m of text.matchAll(personOrFamily)) {
      ids.add(Number(m[2]));
      if (m[3] !== undefined) ids.add(Number(m[3]));
    }
  if (ids.size === 0) return () => true;
  const keys = new Map((await personKeys(db, [...ids])).map((p) => [p.id, p]));
  const member = (id: number) => {
    const p = keys.get(id);
    return p !== undefined && isMember(p);
  };
  return (text) => {
    for (const m of text.matchAll(personOrFamily)) {
      const a = Number(m[2]);
      const b = m[3] === undefined ? null : Number(m[3]);
      // A person, or a family of children only (named by its first child), must be written.
      if (m[1] !== 'F') {
        if (!member(a)) return false;
        continue;
      }
      // A family is written when its partners still exist and one of them is written.
      if (!keys.has(a) || (b !== null && !keys.has(b))) return false;
      if (!member(a) && (b === null || !member(b))) return false;
    }
    return true;
  };
}
