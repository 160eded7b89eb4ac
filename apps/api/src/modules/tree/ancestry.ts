import type { Db } from '../../platform/database.js';
import { findPersons, type PersonRow } from './tree.repository.js';

/** A person's ancestors with their distance, and the person one step below on the way up. */
export interface Ancestry {
  distance: Map<number, number>;
  below: Map<number, number>;
  persons: Map<number, PersonRow>;
}

// Loops in bad data (a person recorded as their own ancestor) must not hang the server.
const maxGenerations = 300;

/** Walks up one generation per query: as many queries as the line has generations. */
export async function ancestryOf(db: Db, start: PersonRow): Promise<Ancestry> {
  const distance = new Map<number, number>([[start.id, 0]]);
  const below = new Map<number, number>();
  const persons = new Map<number, PersonRow>([[start.id, start]]);
  let frontier = [start];
  for (let generation = 1; frontier.length > 0 && generation <= maxGenerations; generation++) {
    const next: number[] = [];
    for (const child of frontier) {
      for (const parentId of [child.father_id, child.mother_id]) {
        if (parentId === null || distance.has(parentId)) continue;
        distance.set(parentId, generation);
        below.set(parentId, child.id);
        next.push(parentId);
      }
    }
    frontier = await findPersons(db, next);
    for (const p of frontier) persons.set(p.id, p);
  }
  return { distance, below, persons };
}

/** From the ancestor down to the person the ancestry started from. */
export function pathDown(ancestry: Ancestry, ancestorId: number): number[] {
  const path = [ancestorId];
  let current = ancestorId;
  while (ancestry.below.has(current)) {
    current = ancestry.below.get(current)!;
    path.push(current);
  }
  return path;
}

export interface BloodLink {
  ancestorId: number;
  up: number;
  down: number;
  /** Common ancestor down to the first person, and down to the second. */
  pathToFirst: number[];
  pathToSecond: number[];
  half: boolean;
  persons: Map<number, PersonRow>;
}

/** The nearest common ancestor of two persons, or null when they share none. */
export function nearestCommonAncestor(first: Ancestry, second: Ancestry): BloodLink | null {
  let best: { id: number; up: number; down: number } | null = null;
  for (const [id, up] of first.distance) {
    const down = second.distance.get(id);
    if (down === undefined) continue;
    if (
      !best ||
      up + down < best.up + best.down ||
      (up + down === best.up + best.down && Math.max(up, down) < Math.max(best.up, best.down))
    ) {
      best = { id, up, down };
    }
  }
  if (!best) return null;
  const persons = new Map([...first.persons, ...second.persons]);
  const pathToFirst = pathDown(first, best.id);
  const pathToSecond = pathDown(second, best.id);
  return {
    ancestorId: best.id,
    up: best.up,
    down: best.down,
    pathToFirst,
    pathToSecond,
    half: isHalf(pathToFirst, pathToSecond, persons),
    persons,
  };
}

/** Half relatives descend from different children of only one shared parent, both parents known. */
function isHalf(
  pathToFirst: number[],
  pathToSecond: number[],
  persons: Map<number, PersonRow>,
): boolean {
  const a = persons.get(pathToFirst[1] ?? -1);
  const b = persons.get(pathToSecond[1] ?? -1);
  if (!a || !b || a.id === b.id) return false;
  if (a.father_id === null || a.mother_id === null || b.father_id === null || b.mother_id === null)
    return false;
  return a.father_id !== b.father_id || a.mother_id !== b.mother_id;
}
