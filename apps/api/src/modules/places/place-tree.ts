import {
  placeKeyOf,
  placeParts,
  type PlaceFact,
  type PlaceSummary,
  type PlaceType,
} from '@familytree/shared';
import type { PlaceNameRow, PlaceRow } from '../data/places.repository.js';

/**
 * The family's places as one hierarchy (decision 0038, as webtrees): the gazetteer's rows, and
 * every place text of the facts read from the right (country, state, …, town). A level of a text
 * is the row of that name, or of that alternative name, under the same parent (case and spaces
 * aside); a level no row has is a place of the facts only (placeId null).
 */

/** A fact whose place is still text: the tree gives it its place. */
export type FactAtPlaceText = Omit<PlaceFact, 'placeKey' | 'placeName'> & {
  placeText: string;
  /** Free text that names a place only when all its levels are places already (a publication). */
  onlyKnown?: boolean;
};

export interface PlaceNode {
  key: string;
  placeId: number | null;
  name: string;
  /** Its name and its parents', town first. */
  parts: string[];
  parentKey: string | null;
  type: PlaceType | null;
  latitude: number | null;
  longitude: number | null;
  note: string | null;
  alternativeNames: Array<{ name: string; language: string | null }>;
  childKeys: string[];
  facts: PlaceFact[];
}

export interface PlaceTree {
  nodes: Map<string, PlaceNode>;
  /** The key a place text resolves to (undefined: an empty text). */
  keyOfText(text: string): string | undefined;
}

const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export function buildPlaceTree(
  rows: readonly PlaceRow[],
  names: readonly PlaceNameRow[],
  facts: readonly FactAtPlaceText[],
): PlaceTree {
  const nodes = new Map<string, PlaceNode>();
  /** Per parent key ('' for the countries): folded name or alternative name -> the child's key. */
  const levels = new Map<string, Map<string, string>>();
  const levelOf = (parentKey: string | null) => {
    const id = parentKey ?? '';
    let level = levels.get(id);
    if (!level) levels.set(id, (level = new Map()));
    return level;
  };

  function addNode(name: string, parent: PlaceNode | null, row: PlaceRow | null): PlaceNode {
    const parts = [name, ...(parent?.parts ?? [])];
    const node: PlaceNode = {
      key: placeKeyOf(parts),
      placeId: row?.id ?? null,
      name,
      parts,
      parentKey: parent?.key ?? null,
      type: (row?.type as PlaceType | null) ?? null,
      latitude: row?.latitude ?? null,
      longitude: row?.longitude ?? null,
      note: row?.note ?? null,
      alternativeNames: [],
      childKeys: [],
      facts: [],
    };
    if (nodes.has(node.key)) return nodes.get(node.key)!;
    nodes.set(node.key, node);
    parent?.childKeys.push(node.key);
    const level = levelOf(node.parentKey);
    if (!level.has(fold(name))) level.set(fold(name), node.key);
    return node;
  }

  // Rows first, parents before children (a parent row may have a larger id after a revert).
  const byId = new Map(rows.map((r) => [r.id, r]));
  const nodeOfRow = new Map<number, PlaceNode>();
  const placeRow = (row: PlaceRow, seen = new Set<number>()): PlaceNode => {
    const done = nodeOfRow.get(row.id);
    if (done) return done;
    seen.add(row.id);
    const parentRow = row.parent_id === null ? undefined : byId.get(row.parent_id);
    const parent = parentRow && !seen.has(parentRow.id) ? placeRow(parentRow, seen) : null;
    const node = addNode(row.name, parent, row);
    nodeOfRow.set(row.id, node);
    return node;
  };
  for (const row of rows) placeRow(row);
  for (const n of names) {
    const node = nodeOfRow.get(n.place_id);
    if (!node) continue;
    node.alternativeNames.push({ name: n.name, language: n.language });
    const level = levelOf(node.parentKey);
    if (!level.has(fold(n.name))) level.set(fold(n.name), node.key);
  }

  function resolve(text: string, create: boolean): PlaceNode | undefined {
    let parent = null as PlaceNode | null;
    for (const part of placeParts(text).reverse()) {
      const key = levelOf(parent?.key ?? null).get(fold(part));
      if (key) parent = nodes.get(key)!;
      else if (create) parent = addNode(part, parent, null);
      else return undefined;
    }
    return parent ?? undefined;
  }

  // Texts that only name known places go last: every place the others name is known then.
  const ordered = [...facts.filter((f) => !f.onlyKnown), ...facts.filter((f) => f.onlyKnown)];
  for (const fact of ordered) {
    const node = resolve(fact.placeText, !fact.onlyKnown);
    if (!node) continue;
    const { placeText: _text, onlyKnown: _known, ...rest } = fact;
    node.facts.push({ ...rest, placeKey: node.key, placeName: node.parts.join(', ') });
  }
  return { nodes, keyOfText: (text) => resolve(text, false)?.key };
}

/** The facts at a place and within it. */
export function factsWithin(tree: PlaceTree, key: string): PlaceFact[] {
  const node = tree.nodes.get(key);
  if (!node) return [];
  return [...node.facts, ...node.childKeys.flatMap((child) => factsWithin(tree, child))];
}

export function summaryOf(tree: PlaceTree, node: PlaceNode): PlaceSummary {
  return {
    key: node.key,
    placeId: node.placeId,
    name: node.name,
    fullName: node.parts.join(', '),
    parentKey: node.parentKey,
    type: node.type,
    latitude: node.latitude,
    longitude: node.longitude,
    childCount: node.childKeys.length,
    factCount: factsWithin(tree, node.key).length,
  };
}

/** The places in the order of the list: by full name from the country down. */
export function sortedSummaries(tree: PlaceTree, nodes: Iterable<PlaceNode>): PlaceSummary[] {
  const order = (n: PlaceNode) => [...n.parts].reverse().join('\u0000').toLowerCase();
  return [...nodes].sort((a, b) => order(a).localeCompare(order(b))).map((n) => summaryOf(tree, n));
}
