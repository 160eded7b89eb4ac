import { describe, expect, it } from 'vitest';
import { samePersonChosen, withoutPerson } from './relation-choice';

const person = (personId: number) => ({ personId, name: `P${personId}`, sonOff: '' });

describe('relation choice', () => {
  it('notices the same person in both pickers, and only then', () => {
    expect(samePersonChosen(person(1), person(1))).toBe(true);
    expect(samePersonChosen(person(1), person(2))).toBe(false);
    expect(samePersonChosen(null, person(2))).toBe(false);
    expect(samePersonChosen(person(1), null)).toBe(false);
  });

  it("leaves the other picker's person out of the options", () => {
    const options = [person(1), person(2), person(3)];
    expect(withoutPerson(options, 2).map((p) => p.personId)).toEqual([1, 3]);
    expect(withoutPerson(options, undefined)).toBe(options);
  });
});
