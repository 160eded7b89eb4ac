import type { ChartPerson, TreeNode, TreePerson } from '@familytree/shared';
import { card, emptyBounds, type ChartLayout, type PlacedPerson } from './chart-geometry';

/**
 * The Find Relation path as a small chart (issue 14): the common ancestor at the top, the first
 * person's line going up in one column and the second person's line coming down in the next,
 * a spouse beside their partner on a marriage step. Each change of direction and each marriage
 * starts a new column, so the path never crosses itself.
 */

export type PathStep = 'up' | 'down' | 'spouse';

interface Links {
  persons: Map<number, TreePerson>;
  /** child id → ids of the persons (member and spouses) of the node it hangs under. */
  parents: Map<number, Set<number>>;
}

function linksOf(tree: TreeNode): Links {
  const persons = new Map<number, TreePerson>();
  const parents = new Map<number, Set<number>>();
  const visit = (node: TreeNode) => {
    persons.set(node.member.personId, node.member);
    for (const s of node.spouse) persons.set(s.personId, s);
    const couple = [node.member.personId, ...node.spouse.map((s) => s.personId)];
    for (const c of node.childs) {
      const set = parents.get(c.member.personId) ?? new Set<number>();
      couple.forEach((id) => set.add(id));
      parents.set(c.member.personId, set);
      visit(c);
    }
  };
  visit(tree);
  return { persons, parents };
}

/** Each step of the path: to a parent, to a child, or to a spouse. */
export function pathSteps(path: readonly number[], tree: TreeNode): PathStep[] {
  const { parents } = linksOf(tree);
  const steps: PathStep[] = [];
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    if (parents.get(from)?.has(to)) steps.push('up');
    else if (parents.get(to)?.has(from)) steps.push('down');
    else steps.push('spouse');
  }
  return steps;
}

const asChartPerson = (p: TreePerson, familyId: number): ChartPerson => ({
  ...p,
  middleName: null,
  familyId,
  fatherId: null,
  motherId: null,
  childOrder: null,
  birthPlace: null,
  deathPlace: null,
});

export function relationLayout(
  path: readonly number[],
  tree: TreeNode,
  familyId: number,
  /** The name of a person of the path the tree does not hold (not expected). */
  unknownName = 'Unknown',
): ChartLayout {
  const { persons } = linksOf(tree);
  const steps = pathSteps(path, tree);
  const cells: Array<{ col: number; level: number }> = [{ col: 0, level: 0 }];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const before = i > 0 ? steps[i - 1] : undefined;
    const { col, level } = cells[i]!;
    if (step === 'spouse') cells.push({ col: col + 1, level });
    else if (step === 'up')
      cells.push({ col: before === 'down' ? col + 1 : col, level: level - 1 });
    else cells.push({ col: before === 'up' ? col + 1 : col, level: level + 1 });
  }
  const top = Math.min(...cells.map((c) => c.level));
  const bounds = emptyBounds();
  const placed: PlacedPerson[] = path.map((id, i) => {
    const { col, level } = cells[i]!;
    const x = col * (card.width + card.gapX);
    const y = (level - top) * (card.height + card.gapY * 3);
    bounds.minX = Math.min(bounds.minX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxX = Math.max(bounds.maxX, x + card.width);
    bounds.maxY = Math.max(bounds.maxY, y + card.height);
    const person = persons.get(id) ?? unknownPerson(id, unknownName);
    return {
      key: `r${i}`,
      person: asChartPerson(person, familyId),
      x,
      y,
      width: card.width,
      height: card.height,
      spouse: steps[i - 1] === 'spouse',
    };
  });
  const links: string[] = [];
  for (let i = 0; i < steps.length; i++) {
    const a = placed[i]!;
    const b = placed[i + 1]!;
    if (steps[i] === 'spouse') {
      // A marriage: two short lines between the cards, as charts draw "=".
      const y = a.y + card.height / 2;
      links.push(`M${a.x + card.width},${y - 3}H${b.x}M${a.x + card.width},${y + 3}H${b.x}`);
      continue;
    }
    const [parent, child] = steps[i] === 'up' ? [b, a] : [a, b];
    const from = { x: parent.x + card.width / 2, y: parent.y + card.height };
    const to = { x: child.x + card.width / 2, y: child.y };
    const mid = (from.y + to.y) / 2;
    links.push(`M${from.x},${from.y}V${mid}H${to.x}V${to.y}`);
  }
  return { placed, links: links.join(''), bounds };
}

const unknownPerson = (personId: number, firstName: string): TreePerson => ({
  personId,
  firstName,
  lastName: '',
  photoUrl: null,
  gender: 'U',
  birthYear: null,
  deathYear: null,
});
