import type { TreeNode } from '@familytree/shared';

/** One visible line of the nested tree list. */
export interface FlatTreeRow {
  /** Unique per line: the person ids from the root down, so a person shown twice stays distinct. */
  key: string;
  node: TreeNode;
  /** 0 for a founder (Gen 1). */
  depth: number;
  /** personId of the node this one hangs under, 0 for a root. */
  parentId: number;
  hasChildren: boolean;
  expanded: boolean;
  /** Its place among its siblings, from 1, and their number (aria-posinset and aria-setsize). */
  position: number;
  siblings: number;
}

/** Which branches are open: a default by depth, plus the user's own toggles. */
export interface ExpansionState {
  /** Nodes shallower than this are expanded unless toggled. */
  defaultDepth: number;
  overrides: ReadonlyMap<string, boolean>;
}

/** The first two generations start expanded (so three are visible). */
export const defaultExpandedDepth = 2;

export const initialExpansion = (defaultDepth = defaultExpandedDepth): ExpansionState => ({
  defaultDepth,
  overrides: new Map(),
});

export const expandAll = (): ExpansionState => initialExpansion(Number.POSITIVE_INFINITY);
export const collapseAll = (): ExpansionState => initialExpansion(0);

export function isExpanded(state: ExpansionState, key: string, depth: number): boolean {
  return state.overrides.get(key) ?? depth < state.defaultDepth;
}

interface Pending {
  node: TreeNode;
  depth: number;
  parentKey: string;
  parentId: number;
  position: number;
  siblings: number;
}

/**
 * The lines to show, in display order: every root, and the children of every expanded node.
 * Iterative, so that a very deep family cannot overflow the call stack; linear in visible rows.
 */
export function flattenTree(roots: readonly TreeNode[], state: ExpansionState): FlatTreeRow[] {
  const rows: FlatTreeRow[] = [];
  const stack: Pending[] = [];
  const pushChildren = (nodes: readonly TreeNode[], depth: number, key: string, id: number) => {
    for (let i = nodes.length - 1; i >= 0; i--) {
      stack.push({
        node: nodes[i]!,
        depth,
        parentKey: key,
        parentId: id,
        position: i + 1,
        siblings: nodes.length,
      });
    }
  };
  pushChildren(roots, 0, '', 0);
  while (stack.length > 0) {
    const { node, depth, parentKey, parentId, position, siblings } = stack.pop()!;
    const key = `${parentKey}/${node.member.personId}`;
    const hasChildren = node.childs.length > 0;
    const expanded = hasChildren && isExpanded(state, key, depth);
    rows.push({ key, node, depth, parentId, hasChildren, expanded, position, siblings });
    if (expanded) pushChildren(node.childs, depth + 1, key, node.member.personId);
  }
  return rows;
}

/** Opens a closed branch or closes an open one, leaving every other branch as it was. */
export function toggleRow(state: ExpansionState, row: FlatTreeRow): ExpansionState {
  if (!row.hasChildren) return state;
  const overrides = new Map(state.overrides);
  overrides.set(row.key, !row.expanded);
  return { ...state, overrides };
}

/** Persons in a tree, counting spouses (for the page's summary line). */
export function countPersons(roots: readonly TreeNode[]): number {
  let count = 0;
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop()!;
    count += 1 + node.spouse.length;
    stack.push(...node.childs);
  }
  return count;
}

/** How many generations the tree has: the founders' and every one below. */
export function countGenerations(roots: readonly TreeNode[]): number {
  let deepest = 0;
  const stack = roots.map((node) => ({ node, depth: 1 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of node.childs) stack.push({ node: child, depth: depth + 1 });
  }
  return deepest;
}

/** Whether a line shows one of the given persons (the member or a spouse). */
export function rowShowsAny(node: TreeNode, personIds: ReadonlySet<number>): boolean {
  return personIds.has(node.member.personId) || node.spouse.some((s) => personIds.has(s.personId));
}
