import { describe, expect, it } from 'vitest';
import { HandFamily } from './relation-families.fixture.js';

// Issue 28, item 6 (compared with Gramps): a relation that adds nothing to one already listed is
// not listed, a step relation exists only through a spouse who is not the parent, and no path
// visits a person twice. In memory; the HTTP call is in relation*.test.ts.

const summary = (f: HandFamily, first: string, second: string) =>
  f.relation(first, second)!.summary;

describe('a parent and child are not also step relations', () => {
  // John and Jane, married, are Chris's parents; Al married Bea, the mother of Sue by Bo.
  const f = new HandFamily()
    .add('John', 'M')
    .add('Jane', 'F')
    .wed('John', 'Jane')
    .add('Chris', 'M', 'John', 'Jane')
    .add('Bo', 'M')
    .add('Bea', 'F')
    .add('Al', 'M')
    .wed('Bo', 'Bea')
    .wed('Al', 'Bea')
    .add('Sue', 'F', 'Bo', 'Bea');

  it('names a son only a son, and each parent only a parent', () => {
    expect(summary(f, 'Chris', 'Jane')).toBe("Chris is Jane's son");
    expect(summary(f, 'Chris', 'John')).toBe("Chris is John's son");
    expect(summary(f, 'Jane', 'Chris')).toBe("Jane is Chris's mother");
    expect(summary(f, 'John', 'Chris')).toBe("John is Chris's father");
  });

  it('keeps the step relation through a spouse who is not the parent', () => {
    expect(f.relation('Al', 'Sue')!.relations).toEqual([
      expect.objectContaining({ relationship: "Al is Sue's stepfather", kind: 'step' }),
    ]);
    expect(summary(f, 'Sue', 'Al')).toBe("Sue is Al's stepdaughter");
  });
});

describe('a relation through the other parent adds nothing', () => {
  // G and Gw are P's parents and X's grandparents; after G, Gw married Z, who is no grandparent.
  const f = new HandFamily()
    .add('G', 'M')
    .add('Gw', 'F')
    .add('Z', 'M')
    .wed('G', 'Gw')
    .wed('Z', 'Gw')
    .add('P', 'M', 'G', 'Gw')
    .add('Pw', 'F')
    .wed('P', 'Pw')
    .add('X', 'F', 'P', 'Pw');

  it('names a grandfather only a grandfather, both ways', () => {
    expect(summary(f, 'G', 'X')).toBe("G is X's grandfather");
    expect(summary(f, 'X', 'G')).toBe("X is G's granddaughter");
    expect(summary(f, 'Gw', 'X')).toBe("Gw is X's grandmother");
    expect(summary(f, 'X', 'Gw')).toBe("X is Gw's granddaughter");
  });

  it("still names the grandmother's later husband through her", () => {
    expect(summary(f, 'Z', 'X')).toBe("Z is the husband of X's grandmother");
    expect(summary(f, 'X', 'Z')).toBe("X is Z's wife's granddaughter");
  });

  it('names a father-in-law only through the marriage, not again through the grandchild', () => {
    // P's wife Pw: G is her father-in-law, and nothing else.
    expect(summary(f, 'G', 'Pw')).toBe("G is Pw's father-in-law");
    expect(summary(f, 'Pw', 'G')).toBe("Pw is G's daughter-in-law");
  });
});

describe('no path visits a person twice', () => {
  // Ann and Sam are first cousins (grandparents Gf and Gm); Sam's daughter Dee is by his first
  // wife Wf, and Sam later married Ann.
  const f = new HandFamily()
    .add('Gf', 'M')
    .add('Gm', 'F')
    .wed('Gf', 'Gm')
    .add('U1', 'M', 'Gf', 'Gm')
    .add('U2', 'M', 'Gf', 'Gm')
    .add('Ann', 'F', 'U1')
    .add('Sam', 'M', 'U2')
    .add('Wf', 'F')
    .wed('Sam', 'Wf')
    .wed('Sam', 'Ann')
    .add('Dee', 'F', 'Sam', 'Wf');

  it('does not name a father "the husband of his daughter\'s cousin" through himself', () => {
    const body = f.relation('Sam', 'Dee')!;
    expect(body.summary).toBe("Sam is Dee's father");
    expect(f.relation('Dee', 'Sam')!.summary).toBe("Dee is Sam's daughter");
  });

  it("keeps the stepmother who is also the father's cousin", () => {
    const sentences = f.relation('Ann', 'Dee')!.relations.map((r) => r.relationship);
    expect(sentences).toEqual([
      "Ann is Dee's first cousin once removed",
      "Ann is Dee's stepmother",
    ]);
  });

  it('never answers a path with a person twice', () => {
    const names = ['Gf', 'Gm', 'U1', 'U2', 'Ann', 'Sam', 'Wf', 'Dee'];
    for (const first of names)
      for (const second of names) {
        if (first === second) continue;
        for (const r of f.relation(first, second)?.relations ?? [])
          expect(new Set(r.path).size, `${r.relationship}: ${f.names(r.path).join(' ')}`).toBe(
            r.path.length,
          );
      }
  });
});

describe('any depth the data holds', () => {
  it('names a line of 3,000 generations both ways and draws its tree', () => {
    const f = new HandFamily().add('Root', 'M');
    const last = f.line('g', 'Root', 3000).at(-1)!;
    const down = f.relation('Root', last)!;
    expect(down.relationship).toBe("Root is g3000's 2998th great-grandfather");
    expect(down.path).toHaveLength(3001);
    let depth = 0;
    for (let node = down.tree; node.childs[0]; node = node.childs[0]) depth++;
    expect(depth).toBe(3000);
    expect(f.relation(last, 'Root')!.relationship).toBe("g3000 is Root's 2998th great-grandson");
  });
});
