import { describe, expect, it } from 'vitest';
import { parseGedcomDate } from '@familytree/shared';
import {
  certainlyAliveBy,
  notLivingCutoff,
  provedNotLiving,
  provesNotLiving,
} from './living-evidence.js';

/** Which imported facts prove a person no longer living (issue 28, decision 0028). */

const aliveBy = (phrase: string) => certainlyAliveBy(parseGedcomDate(phrase));
const cutoff = notLivingCutoff('2026-11-26');

describe('certainlyAliveBy', () => {
  it('takes the latest day a date allows, a period by its start and a range by its end', () => {
    expect(aliveBy('3 MAR 1991')).toBe('1991-03-03');
    expect(aliveBy('1855')).toBe('1855-12-31');
    expect(aliveBy('EST 1855')).toBe('1855-12-31');
    expect(aliveBy('ABT MAR 1855')).toBe('1855-03-31');
    expect(aliveBy('BEF 1900')).toBe('1900-12-31');
    expect(aliveBy('FROM 1881 TO 1895')).toBe('1881-12-31');
    expect(aliveBy('FROM 1881')).toBe('1881-12-31');
    expect(aliveBy('TO 1895')).toBe('1895-12-31');
    expect(aliveBy('BET 1850 AND 1855')).toBe('1855-12-31');
  });

  it('proves nothing from "after", a phrase or a calendar whose years are not ours', () => {
    expect(aliveBy('AFT 1900')).toBeNull();
    expect(aliveBy('(in the old days)')).toBeNull();
    expect(aliveBy('@#DHEBREW@ 5600')).toBeNull();
    expect(certainlyAliveBy(null)).toBeNull();
  });
});

describe('provesNotLiving', () => {
  it('counts 100 years back from today, a partial date by its latest day', () => {
    expect(cutoff).toBe('1926-11-26');
    expect(provesNotLiving(parseGedcomDate('25 NOV 1926'), cutoff)).toBe(true);
    expect(provesNotLiving(parseGedcomDate('26 NOV 1926'), cutoff)).toBe(false);
    expect(provesNotLiving(parseGedcomDate('1926'), cutoff)).toBe(false);
    expect(provesNotLiving(parseGedcomDate('1925'), cutoff)).toBe(true);
    expect(provesNotLiving(parseGedcomDate('100 B.C.'), cutoff)).toBe(true);
  });

  it("marks both partners of a family's old fact, and the person of their own", () => {
    const row = (
      person_id: number,
      spouse_id: number | null,
      of_family: number,
      date_phrase: string,
    ) => ({
      person_id,
      spouse_id,
      of_family,
      date_phrase,
      date_sort: parseGedcomDate(date_phrase).sort,
    });
    const proved = provedNotLiving(
      [row(1, 2, 1, '12 JUN 1910'), row(3, null, 0, '5 MAY 1890'), row(4, 5, 1, 'AFT 1900')],
      cutoff,
    );
    expect([...proved].sort()).toEqual([1, 2, 3]);
  });
});
