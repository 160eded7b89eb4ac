import { describe, expect, it } from 'vitest';
import {
  bloodRelationship,
  spouseWord,
  throughOthersSpouse,
  throughOwnSpouse,
} from './relationship-naming.js';

// bloodRelationship(up, down, gender, half): `up` generations from the first person to the common
// ancestor, `down` from the second person; the name says what the first person is to the second.
const name = (up: number, down: number, gender: 'M' | 'F' | 'U' = 'M', half = false) =>
  bloodRelationship(up, down, gender, half);

describe('bloodRelationship: direct line', () => {
  it('names the same person self', () => {
    expect(name(0, 0)).toBe('self');
  });

  it('names parents and children', () => {
    expect(name(0, 1, 'M')).toBe('father');
    expect(name(0, 1, 'F')).toBe('mother');
    expect(name(1, 0, 'M')).toBe('son');
    expect(name(1, 0, 'F')).toBe('daughter');
  });

  it('names ancestors up to 4 greats: great-, great-great-, then 3rd great-, 4th great-', () => {
    const male = [2, 3, 4, 5, 6].map((down) => name(0, down, 'M'));
    expect(male).toEqual([
      'grandfather',
      'great-grandfather',
      'great-great-grandfather',
      '3rd great-grandfather',
      '4th great-grandfather',
    ]);
    const female = [2, 3, 4, 5, 6].map((down) => name(0, down, 'F'));
    expect(female).toEqual([
      'grandmother',
      'great-grandmother',
      'great-great-grandmother',
      '3rd great-grandmother',
      '4th great-grandmother',
    ]);
  });

  it('keeps counting with the right ordinal suffix far up', () => {
    expect(name(0, 7)).toBe('5th great-grandfather');
    expect(name(0, 23)).toBe('21st great-grandfather');
    expect(name(0, 24)).toBe('22nd great-grandfather');
    expect(name(0, 25)).toBe('23rd great-grandfather');
    expect(name(0, 13)).toBe('11th great-grandfather');
    expect(name(0, 14)).toBe('12th great-grandfather');
    expect(name(0, 15)).toBe('13th great-grandfather');
  });

  it('names descendants the same way', () => {
    const male = [2, 3, 4, 5, 6].map((up) => name(up, 0, 'M'));
    expect(male).toEqual([
      'grandson',
      'great-grandson',
      'great-great-grandson',
      '3rd great-grandson',
      '4th great-grandson',
    ]);
    expect(name(2, 0, 'F')).toBe('granddaughter');
    expect(name(4, 0, 'F')).toBe('great-great-granddaughter');
    expect(name(6, 0, 'F')).toBe('4th great-granddaughter');
  });
});

describe('bloodRelationship: collateral lines', () => {
  it('names siblings and half-siblings', () => {
    expect(name(1, 1, 'M')).toBe('brother');
    expect(name(1, 1, 'F')).toBe('sister');
    expect(name(1, 1, 'M', true)).toBe('half-brother');
    expect(name(1, 1, 'F', true)).toBe('half-sister');
  });

  it('names uncles, aunts and great-uncles', () => {
    expect(name(1, 2, 'M')).toBe('uncle');
    expect(name(1, 2, 'F')).toBe('aunt');
    expect(name(1, 3, 'M')).toBe('great-uncle');
    expect(name(1, 3, 'F')).toBe('great-aunt');
    expect(name(1, 4, 'M')).toBe('great-great-uncle');
    expect(name(1, 5, 'F')).toBe('3rd great-aunt');
    expect(name(1, 2, 'M', true)).toBe('half-uncle');
  });

  it('names nephews and nieces', () => {
    expect(name(2, 1, 'M')).toBe('nephew');
    expect(name(2, 1, 'F')).toBe('niece');
    expect(name(3, 1, 'M')).toBe('great-nephew');
    expect(name(3, 1, 'F')).toBe('great-niece');
    expect(name(4, 1, 'F')).toBe('great-great-niece');
    expect(name(2, 1, 'F', true)).toBe('half-niece');
  });

  it('names first to third cousins, the same for either gender', () => {
    expect(name(2, 2, 'M')).toBe('first cousin');
    expect(name(2, 2, 'F')).toBe('first cousin');
    expect(name(3, 3)).toBe('second cousin');
    expect(name(4, 4)).toBe('third cousin');
    expect(name(5, 5)).toBe('fourth cousin');
  });

  it('names removals in both directions', () => {
    expect(name(2, 3)).toBe('first cousin once removed');
    expect(name(3, 2)).toBe('first cousin once removed');
    expect(name(2, 4)).toBe('first cousin twice removed');
    expect(name(4, 2)).toBe('first cousin twice removed');
    expect(name(2, 5)).toBe('first cousin 3 times removed');
    expect(name(3, 4)).toBe('second cousin once removed');
    expect(name(5, 3)).toBe('second cousin twice removed');
    expect(name(4, 5)).toBe('third cousin once removed');
    expect(name(6, 4)).toBe('third cousin twice removed');
  });

  it('names half-cousins', () => {
    expect(name(2, 2, 'M', true)).toBe('half-first cousin');
    expect(name(3, 2, 'F', true)).toBe('half-first cousin once removed');
  });

  it('uses ordinals past the named cousins', () => {
    expect(name(11, 11)).toBe('tenth cousin');
    expect(name(12, 12)).toBe('11th cousin');
  });
});

describe('in-law helpers', () => {
  it('names the spouse', () => {
    expect(spouseWord('M')).toBe('husband');
    expect(spouseWord('F')).toBe('wife');
  });

  describe("throughOwnSpouse: the first person's spouse is a blood relative of the other", () => {
    it("names the spouse's sibling's side brother- or sister-in-law", () => {
      expect(throughOwnSpouse('F', 'brother', 'Dora')).toBe("Dora's sister-in-law");
      expect(throughOwnSpouse('M', 'sister', 'Bob')).toBe("Bob's brother-in-law");
      expect(throughOwnSpouse('M', 'half-sister', 'Hal')).toBe("Hal's brother-in-law");
    });

    it("names a child's spouse son- or daughter-in-law", () => {
      expect(throughOwnSpouse('F', 'son', 'Bob')).toBe("Bob's daughter-in-law");
      expect(throughOwnSpouse('M', 'daughter', 'Adam')).toBe("Adam's son-in-law");
    });

    it("names a parent's spouse stepfather or stepmother", () => {
      expect(throughOwnSpouse('F', 'father', 'Bob')).toBe("Bob's stepmother");
      expect(throughOwnSpouse('M', 'mother', 'Bob')).toBe("Bob's stepfather");
    });

    it('describes the other cases', () => {
      expect(throughOwnSpouse('M', 'first cousin', 'Dan')).toBe(
        "the husband of Dan's first cousin",
      );
      expect(throughOwnSpouse('F', 'uncle', 'Ed')).toBe("the wife of Ed's uncle");
      expect(throughOwnSpouse('F', 'grandson', 'Bob')).toBe("the wife of Bob's grandson");
    });
  });

  describe("throughOthersSpouse: the first person is a blood relative of the other's spouse", () => {
    it("names the spouse's sibling brother- or sister-in-law", () => {
      expect(throughOthersSpouse('F', 'sister', 'Diana', 'M')).toBe("Diana's sister-in-law");
      expect(throughOthersSpouse('M', 'half-brother', 'Beth', 'M')).toBe("Beth's brother-in-law");
    });

    it("names the spouse's parent father- or mother-in-law", () => {
      expect(throughOthersSpouse('M', 'father', 'Diana', 'M')).toBe("Diana's father-in-law");
      expect(throughOthersSpouse('F', 'mother', 'Diana', 'M')).toBe("Diana's mother-in-law");
    });

    it("names the spouse's child stepson or stepdaughter", () => {
      expect(throughOthersSpouse('M', 'son', 'Lilith', 'M')).toBe("Lilith's stepson");
      expect(throughOthersSpouse('F', 'daughter', 'Lilith', 'M')).toBe("Lilith's stepdaughter");
    });

    it("describes the other cases through the spouse's gender", () => {
      expect(throughOthersSpouse('M', 'first cousin', 'Cyril', 'F')).toBe(
        "Cyril's wife's first cousin",
      );
      expect(throughOthersSpouse('F', 'aunt', 'Diana', 'M')).toBe("Diana's husband's aunt");
    });
  });
});

describe('unknown gender: neutral words', () => {
  it('names the direct line neutrally', () => {
    expect([1, 2, 3, 5].map((down) => name(0, down, 'U'))).toEqual([
      'parent',
      'grandparent',
      'great-grandparent',
      '3rd great-grandparent',
    ]);
    expect([1, 2, 3].map((up) => name(up, 0, 'U'))).toEqual([
      'child',
      'grandchild',
      'great-grandchild',
    ]);
  });

  it('names siblings, cousins, and aunts or nephews by whose sibling or child they are', () => {
    expect(name(1, 1, 'U')).toBe('sibling');
    expect(name(1, 1, 'U', true)).toBe('half-sibling');
    expect(name(1, 2, 'U')).toBe("parent's sibling");
    expect(name(1, 3, 'U')).toBe("grandparent's sibling");
    expect(name(1, 2, 'U', true)).toBe("parent's half-sibling");
    expect(name(2, 1, 'U')).toBe("sibling's child");
    expect(name(3, 1, 'U')).toBe("sibling's grandchild");
    expect(name(2, 1, 'U', true)).toBe("half-sibling's child");
    expect(name(3, 3, 'U')).toBe('second cousin');
  });

  it('names spouses and in-laws neutrally', () => {
    expect(spouseWord('U')).toBe('spouse');
    expect(throughOwnSpouse('U', 'brother', 'Dora')).toBe("Dora's sibling-in-law");
    expect(throughOwnSpouse('U', 'son', 'Dora')).toBe("Dora's child-in-law");
    expect(throughOwnSpouse('U', 'mother', 'Dora')).toBe("Dora's step-parent");
    expect(throughOwnSpouse('M', 'sibling', 'Dora')).toBe("Dora's brother-in-law");
    expect(throughOthersSpouse('U', 'father', 'Dora', 'M')).toBe("Dora's parent-in-law");
    expect(throughOthersSpouse('U', 'sister', 'Dora', 'M')).toBe("Dora's sibling-in-law");
    expect(throughOthersSpouse('U', 'daughter', 'Dora', 'M')).toBe("Dora's stepchild");
    expect(throughOthersSpouse('F', 'parent', 'Dora', 'U')).toBe("Dora's mother-in-law");
    expect(throughOthersSpouse('M', 'first cousin', 'Dora', 'U')).toBe(
      "Dora's spouse's first cousin",
    );
  });
});
