import type { Db } from '../../infra/database.js';
import type { PersonRow } from './tree.repository.js';
import { findAncestors, type AncestorRow } from './walks.repository.js';

/** A person's ancestors with their distance, and the person one step below on the way up. */
export interface Ancestry {
  distance: Map<number, number>;
  below: Map<number, number>;
  persons: Map<number, PersonRow>;
}

function emptyAncestry(): Ancestry {
  return { distance: new Map(), below: new Map(), persons: new Map() };
}

function addAncestor(ancestry: Ancestry, row: AncestorRow): void {
  const { start_id: _start, distance, below_id, ...person } = row;
  ancestry.distance.set(person.id, distance);
  if (below_id !== null && distance > 0) ancestry.below.set(person.id, below_id);
  ancestry.persons.set(person.id, person);
}

/**
 * Rows in the order a walk up one generation at a time meets them: by distance, then by the child
 * they were reached from, the father before the mother. Of two common ancestors at the same
 * distance (a founding couple) the first met is the one named.
 */
function inWalkOrder(rows: AncestorRow[]): AncestorRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const motherSide = (r: AncestorRow) =>
    r.below_id !== null && byId.get(r.below_id)?.father_id === r.id ? 0 : 1;
  return [...rows].sort(
    (x, y) =>
      x.distance - y.distance ||
      (x.below_id ?? 0) - (y.below_id ?? 0) ||
      motherSide(x) - motherSide(y),
  );
}

/**
 * The ancestries of several persons, by their id, in one statement however many generations they
 * span (a loop in bad data ends at the walk's maximum depth).
 */
export async function ancestriesOf(db: Db, startIds: number[]): Promise<Map<number, Ancestry>> {
  const rowsByStart = new Map<number, AncestorRow[]>(startIds.map((id) => [id, []]));
  for (const row of await findAncestors(db, startIds)) rowsByStart.get(row.start_id)!.push(row);
  const ancestries = new Map<number, Ancestry>();
  for (const [startId, rows] of rowsByStart) {
    const ancestry = emptyAncestry();
    for (const row of inWalkOrder(rows)) addAncestor(ancestry, row);
    ancestries.set(startId, ancestry);
  }
  return ancestries;
}

export async function ancestryOf(db: Db, start: PersonRow): Promise<Ancestry> {
  return (await ancestriesOf(db, [start.id])).get(start.id)!;
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
