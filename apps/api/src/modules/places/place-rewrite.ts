import { placeParts } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import type { FactPlace, PlaceRowRecord } from '../data/place-texts.repository.js';
import { stableJson } from '../history/history.writer.js';
import { placeTextRowsOf } from './place-text-rows.js';
import type { PlaceNode, PlaceTree } from './place-tree.js';

/**
 * What a rename or merge does to the facts and the gazetteer (decision 0044), computed before
 * anything is written: the place texts naming the place (or a place within it), rewritten.
 */

export const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function isWithin(tree: PlaceTree, key: string, ancestorKey: string): boolean {
  for (let k: string | null = key; k !== null; k = tree.nodes.get(k)?.parentKey ?? null)
    if (k === ancestorKey) return true;
  return false;
}

/** The text with the levels naming `source` (and above) replaced; null when it is not within. */
function rewritten(
  tree: PlaceTree,
  text: string,
  source: PlaceNode,
  replace: (tail: string[]) => string[],
): string | null {
  const key = tree.keyOfText(text);
  if (!key || !isWithin(tree, key, source.key)) return null;
  const parts = placeParts(text);
  const cut = parts.length - source.parts.length;
  return [...parts.slice(0, cut), ...replace(parts.slice(cut))].join(', ');
}

/** Every place text of the family within `source`, before and after the rewrite. */
export async function rewrittenFacts(
  db: Db,
  familyId: number,
  tree: PlaceTree,
  source: PlaceNode,
  replace: (tail: string[]) => string[],
): Promise<Array<{ before: FactPlace; after: FactPlace }>> {
  const out: Array<{ before: FactPlace; after: FactPlace }> = [];
  for (const row of await placeTextRowsOf(db, familyId)) {
    const next = rewritten(tree, row.text, source, replace);
    if (next === null) continue;
    const after = row.after(next);
    if (stableJson(after) !== stableJson(row.before)) out.push({ before: row.before, after });
  }
  return out;
}

/** The gazetteer after merging row `src` into row `tgt`: sub-places move, or merge by name. */
export function mergedRows(
  rows: Map<number, PlaceRowRecord>,
  src: number,
  tgt: number,
): Map<number, PlaceRowRecord> {
  const s = rows.get(src)!;
  const t = rows.get(tgt)!;
  const coords = t.latitude === null && s.latitude !== null;
  const seen = new Set([fold(t.name), ...t.alternative_names.map((n) => fold(n.name))]);
  const joined = [...t.alternative_names];
  for (const n of s.alternative_names)
    if (!seen.has(fold(n.name))) {
      seen.add(fold(n.name));
      joined.push(n);
    }
  rows.set(tgt, {
    ...t,
    type: t.type ?? s.type,
    note: t.note ?? s.note,
    latitude: coords ? s.latitude : t.latitude,
    longitude: coords ? s.longitude : t.longitude,
    alternative_names: joined,
  });
  for (const child of [...rows.values()].filter((r) => r.parent_id === src)) {
    const twin = [...rows.values()].find(
      (r) => r.parent_id === tgt && fold(r.name) === fold(child.name),
    );
    if (twin) mergedRows(rows, child.id, twin.id);
    else rows.set(child.id, { ...child, parent_id: tgt });
  }
  rows.delete(src);
  return rows;
}
