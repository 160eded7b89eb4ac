import { translator } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { profilesMessages } from '../messages';
import de from '../messages/de';
import {
  dayChoices,
  formatIsoDate,
  formatMonthRange,
  formatPartialDate,
  formatPartialRange,
  monthName,
  yearChoices,
  type DateTexts,
} from './dates';

const german: DateTexts = { locale: 'de', t: translator(de, 'de', profilesMessages.en) };

describe('profile dates', () => {
  it('shows full dates as DD/MM/YYYY', () => {
    expect(formatIsoDate('1957-11-02')).toBe('02/11/1957');
    expect(formatIsoDate(null)).toBe('');
    expect(formatIsoDate('garbage')).toBe('');
  });

  it("shows a living person's birth year as it comes under year of birth only", () => {
    expect(formatIsoDate('1990')).toBe('1990');
  });

  it('offers the years from the current one down to 1950 and days 1 to 31', () => {
    const years = yearChoices(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
    expect(years).toHaveLength(77);
    expect(dayChoices[0]).toBe(1);
    expect(dayChoices.at(-1)).toBe(31);
  });

  it('writes month ranges, open ones as going on', () => {
    expect(formatMonthRange({ startMonth: 6, startYear: 2004, endMonth: 4, endYear: 2007 })).toBe(
      'Jun 2004 – Apr 2007',
    );
    expect(
      formatMonthRange({ startMonth: 7, startYear: 2008, endMonth: null, endYear: null }),
    ).toBe('Jul 2008 – present');
    expect(
      formatMonthRange({ startMonth: null, startYear: null, endMonth: null, endYear: null }),
    ).toBe('');
  });

  it('writes partial dates at their precision', () => {
    expect(formatPartialDate(5, 3, 1990)).toBe('05/03/1990');
    expect(formatPartialDate(null, 3, 1990)).toBe('03/1990');
    expect(formatPartialDate(null, null, 1990)).toBe('1990');
    expect(formatPartialDate(4, null, null)).toBe('');
    expect(
      formatPartialRange({
        startDay: null,
        startMonth: null,
        startYear: 1990,
        endDay: null,
        endMonth: 2,
        endYear: 1995,
      }),
    ).toBe('1990 – 02/1995');
  });

  it('writes dates in the conventions of another language (issue 31)', () => {
    expect(formatIsoDate('1957-11-02', german)).toBe('02.11.1957');
    expect(formatIsoDate('1990', german)).toBe('1990');
    expect(monthName(3, german)).toBe('März');
    expect(
      formatMonthRange({ startMonth: 3, startYear: 2004, endMonth: null, endYear: null }, german),
    ).toBe('März 2004 – heute');
    expect(
      formatMonthRange({ startMonth: null, startYear: null, endMonth: 4, endYear: 2007 }, german),
    ).toBe('bis Apr. 2007');
    expect(formatPartialDate(5, 3, 1990, german)).toBe('05.03.1990');
    expect(formatPartialDate(null, 3, 1990, german)).toBe('03/1990');
  });
});
