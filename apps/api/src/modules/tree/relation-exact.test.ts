import { describe, expect, it } from 'vitest';
import { HandFamily } from './relation-families.fixture.js';

// The relation engine on hand-built families held in memory (issue 15, "Done when"): half and
// full from all common ancestors, double relations, lineal before collateral, marriage relations,
// step-siblings and very deep lines. The HTTP call and its refusals are in relation*.test.ts.

const sentences = (f: HandFamily, first: string, second: string) =>
  f.relation(first, second)!.relations.map((r) => r.relationship);

describe('half or full, from all common ancestors', () => {
  // F's sons H1 (by M1) and H2 (by M2) are half-brothers; they marry the full sisters S1, S2.
  const f = new HandFamily()
    .add('F', 'M')
    .add('M1', 'F')
    .add('M2', 'F')
    .add('H1', 'M', 'F', 'M1')
    .add('H2', 'M', 'F', 'M2')
    .add('P', 'M')
    .add('Q', 'F')
    .add('S1', 'F', 'P', 'Q')
    .add('S2', 'F', 'P', 'Q')
    .wed('H1', 'S1')
    .wed('H2', 'S2')
    .add('X', 'M', 'H1', 'S1')
    .add('Y', 'F', 'H2', 'S2');

  it('names the children of half-brothers and full sisters full first cousins, then half', () => {
    const body = f.relation('X', 'Y')!;
    expect(body.relationship).toBe("X is Y's first cousin");
    expect(f.names(body.path)).toEqual(['X', 'S1', 'P', 'S2', 'Y']);
    expect(body.tree.member.firstName).toBe('P');
    expect(body.tree.spouse.map((s) => s.firstName)).toEqual(['Q']);
    expect(sentences(f, 'X', 'Y')).toEqual(["X is Y's first cousin", "X is Y's half-first cousin"]);
    expect(body.relations.map((r) => r.kind)).toEqual(['blood', 'blood']);
    expect(body.summary).toBe("X is Y's first cousin; also her half-first cousin");
  });

  it('names a half-uncle through the one shared grandparent', () => {
    const h = new HandFamily()
      .add('Adam', 'M')
      .add('Eve', 'F')
      .add('Lilith', 'F')
      .add('Bob', 'M', 'Adam', 'Eve')
      .add('Hal', 'M', 'Adam', 'Lilith')
      .add('Beth', 'F')
      .add('Dan', 'M', 'Bob', 'Beth');
    expect(h.relation('Hal', 'Bob')!.relationship).toBe("Hal is Bob's half-brother");
    expect(h.relation('Hal', 'Dan')!.relationship).toBe("Hal is Dan's half-uncle");
    expect(h.relation('Dan', 'Hal')!.relationship).toBe("Dan is Hal's half-nephew");
  });
});

describe('double relations', () => {
  it('names the children of two brothers who married two sisters double first cousins', () => {
    const f = new HandFamily()
      .add('G1', 'M')
      .add('W1', 'F')
      .add('B1', 'M', 'G1', 'W1')
      .add('B2', 'M', 'G1', 'W1')
      .add('G2', 'M')
      .add('W2', 'F')
      .add('D1', 'F', 'G2', 'W2')
      .add('D2', 'F', 'G2', 'W2')
      .wed('B1', 'D1')
      .wed('B2', 'D2')
      .add('X', 'M', 'B1', 'D1')
      .add('Y', 'F', 'B2', 'D2');
    const body = f.relation('X', 'Y')!;
    expect(body.relationship).toBe("X is Y's double first cousin");
    expect(body.relations).toHaveLength(1);
    expect(body.tree.member.firstName).toBe('G1');
  });
});

describe('marriage and blood', () => {
  it('names a couple who are also seventh cousins husband first, cousin second', () => {
    const f = new HandFamily().add('Adam', 'M').add('Zoe', 'F');
    f.line('p', 'Adam', 7, 'Zoe');
    f.line('l', 'Adam', 7, 'Zoe');
    f.add('Philip', 'M', 'p7').add('Lucy', 'F', 'l7').wed('Philip', 'Lucy');
    const body = f.relation('Philip', 'Lucy')!;
    expect(body.relationship).toBe("Philip is Lucy's husband");
    expect(f.names(body.path)).toEqual(['Philip', 'Lucy']);
    expect(body.relations.map((r) => [r.relationship, r.kind])).toEqual([
      ["Philip is Lucy's husband", 'marriage'],
      ["Philip is Lucy's seventh cousin", 'blood'],
    ]);
    expect(body.summary).toBe("Philip is Lucy's husband; also her seventh cousin");
    expect(f.relation('Lucy', 'Philip')!.summary).toBe(
      "Lucy is Philip's wife; also his seventh cousin",
    );
  });

  it('names a first cousin who is also a sister-in-law both ways, blood first', () => {
    const f = new HandFamily()
      .add('G', 'M')
      .add('Gw', 'F')
      .add('S1', 'M', 'G', 'Gw')
      .add('S2', 'M', 'G', 'Gw')
      .add('W1', 'F')
      .add('W2', 'F')
      .add('Dan', 'M', 'S1', 'W1')
      .add('Dora', 'F', 'S2', 'W2')
      .add('Diana', 'F', 'S2', 'W2')
      .wed('Dan', 'Diana');
    expect(sentences(f, 'Dora', 'Dan')).toEqual([
      "Dora is Dan's first cousin",
      "Dora is Dan's sister-in-law",
    ]);
    expect(f.relation('Dora', 'Dan')!.relations.map((r) => r.kind)).toEqual(['blood', 'in-law']);
    expect(f.relation('Dora', 'Dan')!.summary).toBe(
      "Dora is Dan's first cousin; also his sister-in-law",
    );
    expect(f.relation('Diana', 'Dan')!.summary).toBe("Diana is Dan's wife; also his first cousin");
  });

  it('names step-siblings: their parents married, no parent shared', () => {
    const f = new HandFamily()
      .add('Al', 'M')
      .add('Ann', 'F')
      .add('Tom', 'M', 'Al', 'Ann')
      .add('Bo', 'M')
      .add('Bea', 'F')
      .add('Sue', 'F', 'Bo', 'Bea')
      .add('Kim', 'U', 'Bo', 'Bea')
      .wed('Al', 'Ann')
      .wed('Bo', 'Bea')
      .wed('Al', 'Bea');
    const body = f.relation('Tom', 'Sue')!;
    expect(body.relations).toEqual([
      { relationship: "Tom is Sue's stepbrother", kind: 'step', path: body.path },
    ]);
    expect(f.names(body.path)).toEqual(['Tom', 'Al', 'Bea', 'Sue']);
    expect(body.tree.spouse.map((s) => s.firstName)).toEqual(['Ann', 'Bea']);
    const back = f.relation('Sue', 'Tom')!;
    expect(back.relationship).toBe("Sue is Tom's stepsister");
    expect(f.names(back.path)).toEqual(['Sue', 'Bea', 'Al', 'Tom']);
    expect(f.relation('Kim', 'Tom')!.relationship).toBe("Kim is Tom's step-sibling");
    expect(f.relation('Kim', 'Sue')!.relationship).toBe("Kim is Sue's sibling");
    expect(f.relation('Al', 'Sue')!.relationship).toBe("Al is Sue's stepfather");
    expect(f.relation('Al', 'Sue')!.relations[0]!.kind).toBe('step');
  });
});

describe('co-in-laws', () => {
  // Amy and Beth are sisters; Carl married Amy, Dave married Beth, and Kit (unknown gender)
  // married their half-sister Hal.
  const f = new HandFamily()
    .add('P', 'M')
    .add('Q', 'F')
    .add('R', 'F')
    .add('Amy', 'F', 'P', 'Q')
    .add('Beth', 'F', 'P', 'Q')
    .add('Hal', 'F', 'P', 'R')
    .add('Carl', 'M')
    .add('Dave', 'M')
    .add('Kit', 'U')
    .wed('P', 'Q')
    .wed('P', 'R')
    .wed('Carl', 'Amy')
    .wed('Dave', 'Beth')
    .wed('Kit', 'Hal');

  it('names the husbands of two sisters co-brothers-in-law, through both marriages', () => {
    const body = f.relation('Carl', 'Dave')!;
    expect(body.relations).toEqual([
      { relationship: "Carl is Dave's co-brother-in-law", kind: 'in-law', path: body.path },
    ]);
    expect(f.names(body.path)).toEqual(['Carl', 'Amy', 'P', 'Beth', 'Dave']);
    expect(body.tree.member.firstName).toBe('P');
    expect(body.tree.childs.map((c) => c.member.firstName)).toEqual(['Amy', 'Beth']);
    expect(body.tree.childs.map((c) => c.spouse.map((s) => s.firstName))).toEqual([
      ['Carl'],
      ['Dave'],
    ]);
  });

  it('uses the neutral word for unknown gender, and half-sisters make co-in-laws too', () => {
    expect(f.relation('Kit', 'Carl')!.relationship).toBe("Kit is Carl's co-sibling-in-law");
    expect(f.relation('Carl', 'Kit')!.relationship).toBe("Carl is Kit's co-brother-in-law");
  });

  it("keeps the nearer in-law first: a sister's husband is a brother-in-law", () => {
    expect(f.relation('Carl', 'Beth')!.relationship).toBe("Carl is Beth's brother-in-law");
  });
});

describe('lineal before collateral', () => {
  // B's grandparents G ─ Gw have two sons: Pb (B's father) and S. A descends from B through
  // nine generations and from S through six: A is B's 7th great-grandson and also his first
  // cousin 5 times removed.
  const f = new HandFamily()
    .add('G', 'M')
    .add('Gw', 'F')
    .add('Pb', 'M', 'G', 'Gw')
    .add('S', 'M', 'G', 'Gw')
    .add('B', 'M', 'Pb');
  const bLine = f.line('b', 'B', 8);
  const sLine = f.line('s', 'S', 5);
  f.setGender(sLine.at(-1)!, 'F').add('A', 'M', bLine.at(-1), sLine.at(-1));

  it('names the direct line first, the collateral relation second', () => {
    expect(sentences(f, 'A', 'B')).toEqual([
      "A is B's 7th great-grandson",
      "A is B's first cousin 5 times removed",
    ]);
    expect(sentences(f, 'B', 'A')).toEqual([
      "B is A's 7th great-grandfather",
      "B is A's first cousin 5 times removed",
    ]);
    const body = f.relation('A', 'B')!;
    expect(f.names(body.path)).toEqual(['A', ...[...bLine].reverse(), 'B']);
    expect(f.names(body.relations[1]!.path)).toEqual([
      'A',
      ...[...sLine].reverse(),
      'S',
      'G',
      'Pb',
      'B',
    ]);
  });
});

describe('distant relations', () => {
  it('names fifth cousins three times removed both ways', () => {
    const f = new HandFamily().add('F', 'M').add('W', 'F');
    const x = f.line('x', 'F', 9, 'W').at(-1)!;
    const y = f.line('y', 'F', 6, 'W').at(-1)!;
    expect(f.relation(x, y)!.relationship).toBe(`${x} is ${y}'s fifth cousin 3 times removed`);
    expect(f.relation(y, x)!.relationship).toBe(`${y} is ${x}'s fifth cousin 3 times removed`);
  });

  it('names a line of 400 generations in full, with no depth limit', () => {
    const f = new HandFamily().add('Root', 'M');
    const line = f.line('g', 'Root', 400);
    expect(f.relation('Root', line.at(-1)!)!.relationship).toBe(
      "Root is g400's 398th great-grandfather",
    );
    expect(f.relation(line.at(-1)!, 'Root')!.path).toHaveLength(401);
  });

  it('answers null for persons with no relation at all', () => {
    const f = new HandFamily().add('A', 'M').add('B', 'F');
    expect(f.relation('A', 'B')).toBeNull();
  });
});

describe('unknown gender', () => {
  it('uses neutral words for the first person', () => {
    const f = new HandFamily()
      .add('Dad', 'M')
      .add('Mum', 'F')
      .add('Kim', 'U', 'Dad', 'Mum')
      .add('Dan', 'M', 'Dad', 'Mum')
      .add('Diana', 'F')
      .wed('Dan', 'Diana')
      .add('Ed', 'M', 'Dan', 'Diana');
    expect(f.relation('Kim', 'Dan')!.relationship).toBe("Kim is Dan's sibling");
    expect(f.relation('Kim', 'Diana')!.relationship).toBe("Kim is Diana's sibling-in-law");
    expect(f.relation('Kim', 'Ed')!.relationship).toBe("Kim is Ed's parent's sibling");
    expect(f.relation('Dan', 'Kim')!.summary).toBe("Dan is Kim's brother");
  });
});
