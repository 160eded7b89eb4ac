import type { ChartPerson } from '@familytree/shared';
import { card, elbow, type PlacedPerson } from './chart-geometry';

/** A person of the next generation, and the card on the parent's side its line leaves from. */
export interface Branch {
  person: ChartPerson;
  /** A partner's id, so that half-siblings hang from their own parent's card; else the person. */
  from: number;
}

export interface TidyOptions {
  /** +1: the next generation to the right; -1: to the left (an hourglass's ancestors). */
  direction: 1 | -1;
  /** The next generation of a placed person (children, or parents); `depth` 0 is the root. */
  next: (person: ChartPerson, depth: number) => Branch[];
  /** Spouses drawn under a person's card (descendant charts). */
  spouses?: (person: ChartPerson) => ChartPerson[];
  /** A person is placed once (descendants); otherwise each path is its own card (ancestors). */
  once: boolean;
  keyPrefix: string;
}

export interface TidyResult {
  placed: PlacedPerson[];
  links: string[];
}

/**
 * A tidy tree laid out generation by generation along x, each subtree in its own band of y, each
 * person centred on the band of the generation after it: linear in the persons placed. Recursion
 * depth is the number of generations, which the API caps (300).
 */
export function tidyLayout(root: ChartPerson, options: TidyOptions): TidyResult {
  const placed: PlacedPerson[] = [];
  const links: string[] = [];
  const seen = new Set<number>();
  const columnStep = (card.width + card.gapX) * options.direction;

  /** Places a person, their spouses and everything after them from `top` down. */
  function place(person: ChartPerson, depth: number, top: number, key: string) {
    seen.add(person.personId);
    const spouses = options.spouses?.(person).filter((s) => !seen.has(s.personId)) ?? [];
    for (const s of spouses) seen.add(s.personId);
    const unitHeight = (1 + spouses.length) * card.height + spouses.length * card.spouseGap;
    const x = depth * columnStep;
    const kids: Array<{ from: number; self: PlacedPerson }> = [];
    let cursor = top;
    for (const branch of options.next(person, depth)) {
      if (options.once && seen.has(branch.person.personId)) continue;
      const childKey = options.once
        ? `${options.keyPrefix}${branch.person.personId}`
        : `${key}/${branch.person.personId}`;
      const child = place(branch.person, depth + 1, cursor, childKey);
      kids.push({ from: branch.from, self: child.self });
      cursor += child.height + card.gapY;
    }
    const kidsHeight = kids.length ? cursor - card.gapY - top : 0;
    const unitTop = kidsHeight > unitHeight ? top + (kidsHeight - unitHeight) / 2 : top;
    const self: PlacedPerson = {
      key,
      person,
      x,
      y: unitTop,
      width: card.width,
      height: card.height,
    };
    const unit = [self];
    spouses.forEach((spouse, i) =>
      unit.push({
        key: `${key}+${spouse.personId}`,
        person: spouse,
        x,
        y: unitTop + (i + 1) * (card.height + card.spouseGap),
        width: card.width,
        height: card.height,
        spouse: true,
      }),
    );
    placed.push(...unit);
    for (const kid of kids) {
      const from = unit.find((u) => u.person.personId === kid.from) ?? self;
      const fromX = options.direction === 1 ? from.x + from.width : from.x;
      const toX = options.direction === 1 ? kid.self.x : kid.self.x + kid.self.width;
      links.push(elbow(fromX, from.y + from.height / 2, toX, kid.self.y + kid.self.height / 2));
    }
    return { self, height: Math.max(kidsHeight, unitHeight) };
  }

  place(root, 0, 0, `${options.keyPrefix}${root.personId}`);
  return { placed, links };
}
