import { describe, expect, it } from 'vitest';
import { describeGedcomDate, isoToGedcomDate, parseGedcomDate } from './gedcom-dates.js';

// Issue 13: GEDCOM dates keep their meaning, sort among full dates, and read as a person expects.

describe('parseGedcomDate', () => {
  it.each([
    ['12 MAR 1850', 'exact', '1850-03-12', '1850-03-12', '12 March 1850'],
    ['MAR 1850', 'exact', '1850-03-01', null, 'March 1850'],
    ['1850', 'exact', '1850-01-01', null, '1850'],
    ['ABT 1850', 'about', '1850-01-01', null, 'about 1850'],
    ['EST 1850', 'estimated', '1850-01-01', null, 'estimated 1850'],
    ['CAL 1850', 'calculated', '1850-01-01', null, 'calculated 1850'],
    ['BEF 3 MAR 1850', 'before', '1850-03-03', null, 'before 3 March 1850'],
    ['AFT 1850', 'after', '1850-01-01', null, 'after 1850'],
    ['BET 1840 AND 1845', 'between', '1840-01-01', null, 'between 1840 and 1845'],
    ['FROM 1840 TO 1845', 'fromTo', '1840-01-01', null, 'from 1840 to 1845'],
    ['FROM 1840', 'from', '1840-01-01', null, 'from 1840'],
    ['TO 1845', 'to', '1845-01-01', null, 'until 1845'],
    ['INT 1850 (about then)', 'interpreted', '1850-01-01', null, '1850'],
    ['(spring of the flood)', 'phrase', null, null, 'spring of the flood'],
    ['@#DJULIAN@ 5 JAN 1749/50', 'exact', '1749-01-05', null, '5 January 1749 (Julian)'],
    ['@#DHEBREW@ 1 TSH 5600', 'exact', '5600-01-01', null, '1 TSH 5600 (Hebrew)'],
    ['JULIAN 1 JAN 1700', 'exact', '1700-01-01', null, '1 January 1700 (Julian)'],
    ['44 B.C.', 'exact', '0000-01-01', null, '44 BC'],
  ])('%s', (phrase, kind, sort, exact, text) => {
    const date = parseGedcomDate(phrase);
    expect(date).toMatchObject({ phrase, kind, sort, exact, valid: true });
    expect(describeGedcomDate(phrase)).toBe(text);
  });

  it('marks impossible dates and words that are no date invalid, keeping the phrase', () => {
    expect(parseGedcomDate('31 FEB 1850')).toMatchObject({ valid: false, exact: null });
    expect(parseGedcomDate('29 FEB 1900').valid).toBe(false);
    expect(parseGedcomDate('29 FEB 2000')).toMatchObject({ valid: true, exact: '2000-02-29' });
    expect(parseGedcomDate('sometime')).toMatchObject({ kind: 'phrase', valid: false, sort: null });
    expect(parseGedcomDate('13 FOO 1850').valid).toBe(false);
  });

  it('accepts the days of dual years and of other calendars (issue 30), without a Gregorian day', () => {
    for (const phrase of [
      '1750/51',
      '1750/1',
      '1750/1751',
      '1799/00',
      '29 FEB 1743/44',
      '@#DJULIAN@ 29 FEB 1700',
      'BET @#DJULIAN@ 1 JAN 1700 AND @#DJULIAN@ 29 FEB 1704',
      '@#DHEBREW@ 30 TSH 5600',
      '@#DFRENCH R@ 1 VEND 12',
    ])
      expect(parseGedcomDate(phrase), phrase).toMatchObject({ valid: true, exact: null });
    // An Old Style day is no Gregorian day: the product's date stays empty.
    expect(parseGedcomDate('11 FEB 1731/32')).toMatchObject({ valid: true, exact: null });
    expect(parseGedcomDate('29 FEB 1742/43').valid).toBe(false);
    expect(parseGedcomDate('1750/53').valid).toBe(false);
    expect(parseGedcomDate('@#DJULIAN@ 29 FEB 1701').valid).toBe(false);
  });

  it('writes full dates the GEDCOM way', () => {
    expect(isoToGedcomDate('2000-03-07')).toBe('7 MAR 2000');
  });
});
