import type { TreeNode, TreePerson } from '@familytree/shared';
import type { ExpansionState } from './flatten-tree';
import { fullName } from './person-name';

/** A person as the tree list's search finds them: the row that shows them, and how to reach it. */
export interface TreeSearchEntry {
  person: TreePerson;
  name: string;
  /** The key of the row showing the person (their own row, or their partner's for a spouse). */
  rowKey: string;
  /** The keys of the rows above it, to expand so that the row is shown. */
  ancestorKeys: string[];
  /** 1 for a founder (the row's depth + 1). */
  generation: number;
  spouseOf: string | null;
}

/** Lower case without accents: "josé" is found by "jose". */
export const foldName = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Every person of the tree with the row that shows them, in tree order. Iterative, and the row
 * keys are built as flattenTree builds them (`/1/3/5`), so a found row can be scrolled to.
 */
export function treeSearchIndex(roots: readonly TreeNode[]): TreeSearchEntry[] {
  const entries: TreeSearchEntry[] = [];
  const stack: Array<{ node: TreeNode; parentKey: string; ancestors: string[] }> = [];
  for (let i = roots.length - 1; i >= 0; i--)
    stack.push({ node: roots[i]!, parentKey: '', ancestors: [] });
  while (stack.length > 0) {
    const { node, parentKey, ancestors } = stack.pop()!;
    const key = `${parentKey}/${node.member.personId}`;
    const name = fullName(node.member);
    const generation = ancestors.length + 1;
    entries.push({
      person: node.member,
      name,
      rowKey: key,
      ancestorKeys: ancestors,
      generation,
      spouseOf: null,
    });
    for (const s of node.spouse) {
      entries.push({
        person: s,
        name: fullName(s),
        rowKey: key,
        ancestorKeys: ancestors,
        generation,
        spouseOf: name,
      });
    }
    const below = [...ancestors, key];
    for (let i = node.childs.length - 1; i >= 0; i--)
      stack.push({ node: node.childs[i]!, parentKey: key, ancestors: below });
  }
  return entries;
}

/** The entries whose name contains every word typed, at most `limit` of them. */
export function searchTree(index: readonly TreeSearchEntry[], text: string, limit = 20) {
  const words = foldName(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: TreeSearchEntry[] = [];
  for (const entry of index) {
    const name = foldName(entry.name);
    if (words.every((w) => name.includes(w))) {
      found.push(entry);
      if (found.length >= limit) break;
    }
  }
  return found;
}

/** The expansion with every row above the entry opened, the user's other toggles kept. */
export function revealRow(state: ExpansionState, entry: TreeSearchEntry): ExpansionState {
  const overrides = new Map(state.overrides);
  for (const key of entry.ancestorKeys) overrides.set(key, true);
  return { ...state, overrides };
}
