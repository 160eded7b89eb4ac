import type { PlacedPerson } from './chart-geometry';

/** Where each arrow key leads from a card: the placed key of the card, or none. */
export interface Neighbours {
  /** A parent: the next generation of ancestors (father first). */
  up?: string;
  /** A child (the first one, or in an ancestor chart the one whose line leads here). */
  down?: string;
  /** The previous card of the same generation (above, or to the left on the fan). */
  left?: string;
  /** The next card of the same generation. */
  right?: string;
}

export interface ChartNeighbours {
  /** The focus person's card: where the keyboard starts and Home leads. */
  home: string | undefined;
  of: (key: string) => Neighbours;
}

const centre = (p: PlacedPerson) => ({ x: p.x + p.width / 2, y: p.y + p.height / 2 });
const distance = (a: PlacedPerson, b: PlacedPerson) => {
  const ca = centre(a);
  const cb = centre(b);
  return Math.hypot(ca.x - cb.x, ca.y - cb.y);
};

/**
 * Cards drawn on one line of the chart: an ancestor layout keys a card by the path from the focus
 * (`a1/2/5`), so a person shown twice (pedigree collapse) is linked to the right copy of a child.
 */
const linked = (a: PlacedPerson, b: PlacedPerson) => {
  const [short, long] = a.key.length < b.key.length ? [a, b] : [b, a];
  return (
    long.key.startsWith(`${short.key}/`) && !long.key.slice(short.key.length + 1).includes('/')
  );
};

/** The copy of a person that belongs with `from`: a linked one, else a blood relative, else the nearest. */
function bestCopy(from: PlacedPerson, copies: readonly PlacedPerson[]): PlacedPerson | undefined {
  let best: PlacedPerson | undefined;
  let bestScore = Infinity;
  for (const c of copies) {
    if (c === from) continue;
    const score = (linked(from, c) ? 0 : 2e9) + (c.spouse ? 1e9 : 0) + distance(from, c);
    if (score < bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/** A generation's cards in reading order: around the fan by angle, else top to bottom. */
function readingOrder(cards: PlacedPerson[]): PlacedPerson[] {
  if (cards.every((c) => c.wedge)) {
    // The slot's own angle, where the layout gives it: a 270° or 360° fan crosses atan2's seam.
    const angle = (c: PlacedPerson) =>
      c.fan ? (c.fan.a0 + c.fan.a1) / 2 : Math.atan2(centre(c).y, centre(c).x);
    return cards.sort((a, b) => angle(a) - angle(b));
  }
  return cards.sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The keyboard's paths through a chart, along its lines: up to a parent, down to a child, left and
 * right along the same generation (siblings, spouses, cousins). Works on any layout from the
 * persons' parent ids and the cards' places, in time linear in the cards. The paths are worked
 * out at the first arrow key, not with the chart: most views of a chart never use them, and for
 * a large chart they were a good part of its first draw (issue 32).
 */
export function chartNeighbours(placed: readonly PlacedPerson[], focusId: number): ChartNeighbours {
  const home = placed.find((p) => p.person.personId === focusId);
  let table: Map<string, Neighbours> | undefined;
  return {
    home: home?.key,
    of: (key) => (table ??= neighbourTable(placed, home)).get(key) ?? {},
  };
}

function neighbourTable(
  placed: readonly PlacedPerson[],
  home: PlacedPerson | undefined,
): Map<string, Neighbours> {
  const copies = new Map<number, PlacedPerson[]>();
  const childCopies = new Map<number, PlacedPerson[]>();
  const add = (map: Map<number, PlacedPerson[]>, id: number, p: PlacedPerson) => {
    const list = map.get(id);
    if (list) list.push(p);
    else map.set(id, [p]);
  };
  for (const p of placed) {
    add(copies, p.person.personId, p);
    for (const parent of new Set([p.person.fatherId, p.person.motherId]))
      if (parent !== null) add(childCopies, parent, p);
  }

  const parentsOf = (p: PlacedPerson) =>
    [p.person.fatherId, p.person.motherId]
      .map((id) => (id === null ? undefined : bestCopy(p, copies.get(id) ?? [])))
      .filter((c): c is PlacedPerson => c !== undefined);
  const childrenOf = (p: PlacedPerson) => {
    const kids = childCopies.get(p.person.personId) ?? [];
    const byPerson = new Map<number, PlacedPerson[]>();
    for (const k of kids) add(byPerson, k.person.personId, k);
    return [...byPerson.values()]
      .map((list) => bestCopy(p, list))
      .filter((c): c is PlacedPerson => c !== undefined);
  };

  const result = new Map<string, Neighbours>();
  for (const p of placed) {
    const parents = parentsOf(p);
    const up = parents.find((c) => !c.spouse) ?? parents[0];
    const kids = childrenOf(p);
    const down = kids.find((k) => linked(p, k)) ?? readingOrder(kids)[0];
    result.set(p.key, { up: up?.key, down: down?.key });
  }

  // Generations by walking the lines from the focus; a card no line reaches (a childless spouse)
  // belongs to the generation of the nearest card in its column.
  const generation = new Map<string, number>();
  if (home) {
    generation.set(home.key, 0);
    const queue = [home];
    for (let i = 0; i < queue.length; i++) {
      const p = queue[i]!;
      const g = generation.get(p.key)!;
      const steps: Array<[PlacedPerson, number]> = [
        ...parentsOf(p).map((c): [PlacedPerson, number] => [c, g + 1]),
        ...childrenOf(p).map((c): [PlacedPerson, number] => [c, g - 1]),
      ];
      for (const [c, cg] of steps) {
        if (generation.has(c.key)) continue;
        generation.set(c.key, cg);
        queue.push(c);
      }
    }
  }
  const columns = new Map<number, PlacedPerson[]>();
  for (const p of placed) add(columns, Math.round(p.x), p);
  for (const column of columns.values()) {
    column.sort((a, b) => a.y - b.y);
    column.forEach((p, i) => {
      if (generation.has(p.key)) return;
      for (let d = 1; d < column.length; d++) {
        const near = [column[i - d], column[i + d]].find((c) => c && generation.has(c.key));
        if (near) return void generation.set(p.key, generation.get(near.key)!);
      }
    });
  }

  const rows = new Map<number, PlacedPerson[]>();
  for (const p of placed) {
    const g = generation.get(p.key);
    if (g !== undefined) add(rows, g, p);
  }
  for (const row of rows.values()) {
    readingOrder(row).forEach((p, i) => {
      const n = result.get(p.key)!;
      n.left = row[i - 1]?.key;
      n.right = row[i + 1]?.key;
    });
  }

  return result;
}
