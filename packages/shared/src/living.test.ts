import { describe, expect, it } from 'vitest';
import { disclosureFor, isLiving, type LifeFacts } from './living.js';

const today = '2026-11-24';
const person = (facts: Partial<LifeFacts>): LifeFacts => ({
  dateOfBirth: null,
  dateOfDeath: null,
  living: true,
  ...facts,
});

describe('isLiving', () => {
  it('is living with a recent birth date and no death', () => {
    expect(isLiving(person({ dateOfBirth: '1990-05-01' }), today)).toBe(true);
  });

  it('is deceased with a date of death or when marked deceased', () => {
    expect(isLiving(person({ dateOfBirth: '1990-05-01', dateOfDeath: '2020-01-01' }), today)).toBe(
      false,
    );
    expect(isLiving(person({ dateOfBirth: '1990-05-01', living: false }), today)).toBe(false);
  });

  it('counts 100 years to the day', () => {
    expect(isLiving(person({ dateOfBirth: '1926-11-23' }), today)).toBe(false);
    expect(isLiving(person({ dateOfBirth: '1926-11-24' }), today)).toBe(true);
    expect(isLiving(person({ dateOfBirth: '1926-11-25' }), today)).toBe(true);
  });

  it('reads a partial date by its latest possible day', () => {
    // Born some day of 1926: maybe in December, so not yet certainly 100.
    expect(isLiving(person({ dateOfBirth: '1926' }), today)).toBe(true);
    expect(isLiving(person({ dateOfBirth: '1925' }), today)).toBe(false);
    expect(isLiving(person({ dateOfBirth: '1926-10' }), today)).toBe(false);
    expect(isLiving(person({ dateOfBirth: '1926-11' }), today)).toBe(true);
  });

  it('with no birth date, looks at the parents born more than 120 years ago', () => {
    expect(isLiving(person({ parentBirthDates: ['1900-01-01', null] }), today)).toBe(false);
    expect(isLiving(person({ parentBirthDates: ['1960-01-01', '1906-11-25'] }), today)).toBe(true);
    expect(isLiving(person({}), today)).toBe(true);
  });

  it('ignores the parents when the person has a birth date', () => {
    expect(isLiving(person({ dateOfBirth: '2000-01-01', parentBirthDates: ['1800'] }), today)).toBe(
      true,
    );
  });
});

describe('disclosureFor', () => {
  it('shows everything of the deceased and to those who see the living', () => {
    const all = { fullDates: true, birthYear: true, places: true };
    expect(disclosureFor(false, false, 'NAMES')).toEqual(all);
    expect(disclosureFor(true, true, 'NAMES')).toEqual(all);
    expect(disclosureFor(true, false, 'FULL')).toEqual(all);
  });

  it('keeps the year of a living person under YEAR and nothing under NAMES', () => {
    expect(disclosureFor(true, false, 'YEAR')).toEqual({
      fullDates: false,
      birthYear: true,
      places: false,
    });
    expect(disclosureFor(true, false, 'NAMES')).toEqual({
      fullDates: false,
      birthYear: false,
      places: false,
    });
  });
});
