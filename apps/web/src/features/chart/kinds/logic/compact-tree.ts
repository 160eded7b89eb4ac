import type { ChartPerson, ChartResponse } from '@familytree/shared';
import { chartGraph, type ChartGraph } from '../../logic/chart-graph';

/**
 * The compact interactive chart (issue 32): the person with parents above and children below;
 * each ancestor's card can show its parents and each descendant's card its children, in place.
 * The answers of the chart calls made so far are merged into one graph; the tree to draw is
 * built from it and the sets of opened persons. Pure, so it is unit-tested.
 */

/** One chart call: around `personId`, `ancestors` generations up and `descendants` down. */
export interface CompactRequest {
  personId: number;
  ancestors: number;
  descendants: number;
}

/** The first call: the parents, and the children with theirs (to know who has children). */
export const firstRequest = (personId: number): CompactRequest => ({
  personId,
  ancestors: 1,
  descendants: 2,
});
export const parentsRequest = (personId: number): CompactRequest => ({
  personId,
  ancestors: 1,
  descendants: 0,
});
/** Two generations, so that each child's own button knows whether there is anything to show. */
export const childrenRequest = (personId: number): CompactRequest => ({
  personId,
  ancestors: 0,
  descendants: 2,
});

export interface MergedCharts {
  graph: ChartGraph;
  /** Persons whose children are all known (a call reached one generation below them). */
  childrenKnown: ReadonlySet<number>;
}

/** A chart call's answer and how many generations below its person it asked for. */
export interface CompactAnswer {
  answer: ChartResponse;
  descendants: number;
}

export function mergeCharts(focusId: number, answers: readonly CompactAnswer[]): MergedCharts {
  const persons = new Map<number, ChartPerson>();
  const unions = new Map<string, ChartResponse['unions'][number]>();
  for (const { answer } of answers) {
    for (const p of answer.persons) persons.set(p.personId, p);
    for (const u of answer.unions) unions.set(`${u.personId}-${u.spouseId}`, u);
  }
  const graph = chartGraph({
    focusId,
    persons: [...persons.values()],
    unions: [...unions.values()],
    otherFamilies: [],
  });
  const childrenKnown = new Set<number>();
  for (const { answer, descendants } of answers) {
    // The call went `descendants` generations down from its person: everyone above the last
    // generation it reached has all their children in it.
    const own = chartGraph(answer);
    let level = [answer.focusId];
    for (let d = 0; d < descendants; d++) {
      level.forEach((id) => childrenKnown.add(id));
      level = level.flatMap((id) => own.children(id).map((c) => c.personId));
    }
  }
  return { graph, childrenKnown };
}

export interface AncestorNode {
  person: ChartPerson;
  /** Known parents to show; empty when closed or none. */
  parents: AncestorNode[];
  hasParents: boolean;
  open: boolean;
}

export interface DescendantNode {
  person: ChartPerson;
  spouses: ChartPerson[];
  children: DescendantNode[];
  /** True, false, or unknown until the children are fetched (the button then asks). */
  hasChildren: boolean | 'unknown';
  open: boolean;
}

export interface CompactTree {
  focus: ChartPerson;
  parents: AncestorNode[];
  parentsOpen: boolean;
  hasParents: boolean;
  descendants: DescendantNode;
}

const hasParentIds = (p: ChartPerson) => p.fatherId !== null || p.motherId !== null;

function ancestorsOf(
  p: ChartPerson,
  merged: MergedCharts,
  open: ReadonlySet<number>,
  path: ReadonlySet<number>,
): AncestorNode[] {
  if (!open.has(p.personId)) return [];
  const { graph } = merged;
  return [graph.person(p.fatherId), graph.person(p.motherId)]
    .filter((x): x is ChartPerson => !!x && !path.has(x.personId))
    .map((parent) => {
      const below = new Set(path).add(parent.personId);
      return {
        person: parent,
        parents: ancestorsOf(parent, merged, open, below),
        hasParents: hasParentIds(parent),
        open: open.has(parent.personId),
      };
    });
}

function descendantOf(
  p: ChartPerson,
  merged: MergedCharts,
  open: ReadonlySet<number>,
  path: ReadonlySet<number>,
): DescendantNode {
  const { graph, childrenKnown } = merged;
  const known = childrenKnown.has(p.personId);
  const children = graph.children(p.personId).filter((c) => !path.has(c.personId));
  const isOpen = open.has(p.personId);
  return {
    person: p,
    spouses: graph.partners(p.personId),
    children: isOpen
      ? children.map((c) => descendantOf(c, merged, open, new Set(path).add(c.personId)))
      : [],
    hasChildren: known ? children.length > 0 : 'unknown',
    open: isOpen,
  };
}

/**
 * The tree to draw: `parentsOpen` are the persons (the focus or an ancestor) whose parents show,
 * `childrenOpen` those (the focus or a descendant) whose children show.
 */
export function compactTree(
  focusId: number,
  merged: MergedCharts,
  parentsOpen: ReadonlySet<number>,
  childrenOpen: ReadonlySet<number>,
): CompactTree | null {
  const focus = merged.graph.person(focusId);
  if (!focus) return null;
  const path = new Set([focusId]);
  return {
    focus,
    parents: ancestorsOf(focus, merged, parentsOpen, path),
    parentsOpen: parentsOpen.has(focusId),
    hasParents: hasParentIds(focus),
    descendants: descendantOf(focus, merged, childrenOpen, path),
  };
}

/** Whether the parents of `p` are in the merged answers already (no call needed to show them). */
export const parentsLoaded = (p: ChartPerson, merged: MergedCharts) =>
  (p.fatherId === null || !!merged.graph.person(p.fatherId)) &&
  (p.motherId === null || !!merged.graph.person(p.motherId));
