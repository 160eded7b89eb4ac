import { describe, expect, it } from 'vitest';
import {
  defaultAcceptScore,
  findDuplicatePairs,
  matchAcross,
  proposedMatchScore,
  type MatchCandidate,
} from './index.js';
import { jaroWinkler } from './similarity.js';
import { phoneticKey, spellingKey, foldName } from './names.js';

function person(key: string, fields: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    key,
    firstName: 'Thomas',
    middleName: null,
    lastName: 'Kurian',
    nickName: null,
    familyName: null,
    gender: 'M',
    dateOfBirth: '1921-03-04',
    dateOfDeath: null,
    placeOfBirth: null,
    father: null,
    mother: null,
    spouses: [],
    children: [],
    ...fields,
  };
}

const codes = (m: { reasons: { code: string }[] }) => m.reasons.map((r) => r.code);

describe('names', () => {
  it('folds case, diacritics and transliteration spellings', () => {
    expect(foldName('  José-María ')).toBe('jose maria');
    expect(spellingKey('sreedharan')).toBe(spellingKey('sridharan'));
    expect(spellingKey('mariyam')).toBe(spellingKey('mariam'));
    expect(spellingKey('thommas')).toBe(spellingKey('tomas'));
    expect(phoneticKey(spellingKey('varghese'))).toBe(phoneticKey(spellingKey('verghese')));
  });

  it('keeps typos above the similarity threshold and different names below', () => {
    expect(jaroWinkler('elizabet', 'elizbet')).toBeGreaterThan(0.9);
    expect(jaroWinkler('mark', 'mike')).toBeLessThan(0.85);
    expect(jaroWinkler('', '')).toBe(0);
  });
});

describe('matchAcross', () => {
  it('matches the same person with a typo and a variant given name', () => {
    const [match] = matchAcross(
      [person('a', { firstName: 'Thoma', lastName: 'Kurain' })],
      [person('1')],
    );
    expect(match).toMatchObject({ left: 'a', right: '1' });
    expect(match!.score).toBeGreaterThanOrEqual(proposedMatchScore);
    expect(defaultAcceptScore).toBeGreaterThan(proposedMatchScore);
    expect(codes(match!)).toEqual(
      expect.arrayContaining(['similarName', 'sameSex', 'sameBirthDate']),
    );
  });

  it('knows the Kerala forms of one name (Mathew and Mathai, Varghese and George)', () => {
    const matches = matchAcross(
      [
        person('a', { firstName: 'Mathai' }),
        person('b', { firstName: 'George', dateOfBirth: '1950' }),
      ],
      [
        person('1', { firstName: 'Mathew' }),
        person('2', { firstName: 'Varghese', dateOfBirth: '1950-01-02' }),
      ],
    );
    expect(matches.map((m) => `${m.left}=${m.right}`).sort()).toEqual(['a=1', 'b=2']);
    expect(matches.every((m) => codes(m).includes('nameVariant'))).toBe(true);
  });

  it('matches swapped first and middle names', () => {
    const [match] = matchAcross(
      [person('a', { firstName: 'Mathew', middleName: 'Thomas' })],
      [person('1', { firstName: 'Thomas', middleName: 'Mathew' })],
    );
    expect(match && codes(match)).toContain('swappedNames');
    expect(match!.score).toBeGreaterThanOrEqual(proposedMatchScore);
  });

  it('takes a partial date as compatible and a missing one as no evidence', () => {
    const [year] = matchAcross([person('a', { dateOfBirth: '1921' })], [person('1')]);
    expect(year!.conflicts).toEqual([]);
    expect(year!.reasons.find((r) => r.code === 'sameBirthDate')).toBeDefined();
    // A missing date is no evidence either way: a name alone (borne by others too) is not enough.
    const missing = matchAcross(
      [person('a', { dateOfBirth: null }), person('b', { dateOfBirth: '1960' })],
      [person('1'), person('2', { dateOfBirth: '1990' })],
    );
    expect(missing).toEqual([]);
    // ...but a full name nobody else bears, of the same sex, is proposed.
    const [rare] = matchAcross([person('a', { dateOfBirth: null })], [person('1')]);
    expect(rare!.score).toBeGreaterThanOrEqual(proposedMatchScore);
    expect(rare!.conflicts).toEqual([]);
  });

  it('reports a conflicting date and scores a close year below an exact one', () => {
    const [exact] = matchAcross([person('a')], [person('1')]);
    const [close] = matchAcross([person('a', { dateOfBirth: '1922' })], [person('1')]);
    expect(close!.score).toBeLessThan(exact!.score);
    expect(close!.conflicts).toEqual([{ field: 'dateOfBirth', left: '1922', right: '1921-03-04' }]);
    // Two full dates a year apart say less than a year alone that is a year off.
    const [full] = matchAcross([person('a', { dateOfBirth: '1922-03-04' })], [person('1')], {
      minScore: 0,
    });
    expect(full!.score).toBeLessThan(close!.score);
    expect(codes(close!)).toContain('closeBirthDate');
    const far = matchAcross([person('a', { dateOfBirth: '1950' })], [person('1')]);
    expect(far).toEqual([]);
    // Birth years further apart are never paired (blocking); a death date further apart counts against.
    const [explained] = matchAcross(
      [person('a', { dateOfDeath: '1990' })],
      [person('1', { dateOfDeath: '1960-05' })],
      { minScore: 0 },
    );
    expect(codes(explained!)).toContain('differentDeathDate');
    expect(explained!.conflicts).toEqual([
      { field: 'dateOfDeath', left: '1990', right: '1960-05' },
    ]);
  });

  it('lets a matched family support each member', () => {
    // Without dates a name alone is not enough; the father, mother and child together are.
    const file = [
      person('f', { firstName: 'Ouseph', dateOfBirth: null, children: ['c'], spouses: ['m'] }),
      person('m', {
        firstName: 'Mariamma',
        gender: 'F',
        dateOfBirth: null,
        children: ['c'],
        spouses: ['f'],
      }),
      person('c', { firstName: 'Chacko', dateOfBirth: null, father: 'f', mother: 'm' }),
    ];
    const family = [
      person('1', { firstName: 'Joseph', dateOfBirth: null, children: ['3'], spouses: ['2'] }),
      person('2', {
        firstName: 'Mary',
        gender: 'F',
        dateOfBirth: null,
        children: ['3'],
        spouses: ['1'],
      }),
      person('3', { firstName: 'Jacob', dateOfBirth: null, father: '1', mother: '2' }),
    ];
    expect(matchAcross([file[2]!], [family[2]!])).toEqual([]);
    const matches = matchAcross(file, family);
    expect(matches.map((m) => `${m.left}=${m.right}`).sort()).toEqual(['c=3', 'f=1', 'm=2']);
    const child = matches.find((m) => m.left === 'c')!;
    expect(child.reasons.find((r) => r.code === 'sameParents')).toMatchObject({
      values: { name: 'Ouseph Kurian & Mariamma Kurian' },
    });
  });

  it('is one-to-one: two similar file persons never take the same family person', () => {
    const matches = matchAcross([person('a'), person('b', { firstName: 'Tomas' })], [person('1')]);
    expect(matches).toHaveLength(1);
    expect(matches[0]!.left).toBe('a');
  });

  it('does not match persons of a different sex or a different given name', () => {
    expect(matchAcross([person('a', { gender: 'F' })], [person('1')])).toEqual([]);
    expect(matchAcross([person('a', { firstName: 'Philip' })], [person('1')])).toEqual([]);
  });
});

describe('findDuplicatePairs', () => {
  it('finds a person entered twice and orders the pair by key', () => {
    const pairs = findDuplicatePairs([
      person('12', { firstName: 'Tomas', father: '3' }),
      person('9', { father: '3' }),
      person('3', {
        firstName: 'Kurian',
        lastName: 'Kurian',
        dateOfBirth: '1890',
        children: ['9', '12'],
      }),
      person('20', { firstName: 'Philip', dateOfBirth: '1923', father: '3' }),
    ]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ left: '9', right: '12' });
    expect(codes(pairs[0]!)).toContain('sameParents');
  });

  it('leaves out dismissed pairs and a parent named like the child', () => {
    const persons = [
      person('1', { children: ['2'] }),
      person('2', { father: '1', dateOfBirth: '1922' }),
      person('3', { dateOfBirth: '1921-03' }),
    ];
    const all = findDuplicatePairs(persons);
    expect(all.map((m) => `${m.left}:${m.right}`)).toEqual(['1:3', '2:3']);
    expect(findDuplicatePairs(persons, { dismissed: new Set(['1:3']) }).map((m) => m.left)).toEqual(
      ['2'],
    );
  });

  it('counts known fathers and mothers who are two persons against a pair (differentParents)', () => {
    const parents = [
      person('1', { firstName: 'Kurian', dateOfBirth: '1890', children: ['5'] }),
      person('2', { firstName: 'Annamma', gender: 'F', dateOfBirth: '1895', children: ['5'] }),
      person('3', {
        firstName: 'Varghese',
        lastName: 'Mathai',
        dateOfBirth: '1888',
        children: ['6'],
      }),
      person('4', {
        firstName: 'Leela',
        lastName: 'Mathai',
        gender: 'F',
        dateOfBirth: '1893',
        children: ['6'],
      }),
    ];
    const namesakes = [
      person('5', { father: '1', mother: '2' }),
      person('6', { father: '3', mother: '4' }),
    ];
    const all = findDuplicatePairs([...parents, ...namesakes], { minScore: 0 });
    const pair = all.find((m) => m.left === '5' && m.right === '6')!;
    const against = pair.reasons.find((r) => r.code === 'differentParents')!;
    expect(against.points).toBeLessThan(0);
    expect(against.values).toEqual({
      left: 'Kurian Kurian & Annamma Kurian',
      right: 'Varghese Mathai & Leela Mathai',
    });
    // The same name and birth date alone would be listed; with two other parents the pair is not.
    expect(findDuplicatePairs(namesakes)).toHaveLength(1);
    expect(findDuplicatePairs([...parents, ...namesakes]).map((m) => m.left)).not.toContain('5');
  });
});
