import { describe, expect, it } from 'vitest';
import { gedcomDateText, parseGedcomDate } from '../gedcom-dates.js';
import { gedcomDateIn } from './gedcom-date-text.js';
import { gedcomDateMessages } from './gedcom-dates/index.js';
import { loadMessages } from './translate.js';

const inLanguage = async (phrase: string, locale: 'de' | 'fr' | 'ml' | 'hi' | 'pl') =>
  gedcomDateIn(parseGedcomDate(phrase), locale, await loadMessages(gedcomDateMessages, locale));

describe('GEDCOM dates in the reader’s language (issue 31)', () => {
  it('writes qualifiers, ranges and periods the German, French and Polish way', async () => {
    expect(await inLanguage('ABT 1850', 'de')).toBe('um 1850');
    expect(await inLanguage('12 MAR 1850', 'de')).toBe('12. März 1850');
    expect(await inLanguage('BET 1840 AND MAR 1845', 'de')).toBe('zwischen 1840 und März 1845');
    expect(await inLanguage('FROM 1900 TO 1910', 'fr')).toBe('de 1900 à 1910');
    expect(await inLanguage('BEF 2 JUN 1801', 'fr')).toBe('avant 2 juin 1801');
    expect(await inLanguage('AFT 1700', 'pl')).toBe('po 1700');
  });

  it('puts the qualifier where Hindi and Malayalam put it', async () => {
    expect(await inLanguage('BEF 1850', 'hi')).toBe('1850 से पहले');
    expect(await inLanguage('TO 1920', 'ml')).toBe('1920 വരെ');
  });

  it('keeps other calendars, dual years and phrases as GEDCOM reads them', async () => {
    expect(await inLanguage('ABT @#DJULIAN@ 1700', 'de')).toBe('um 1700 (Julian)');
    expect(await inLanguage('11 FEB 1731/32', 'de')).toBe('11 February 1731');
    expect(await inLanguage('(harvest time)', 'fr')).toBe('harvest time');
  });

  it('leaves English exactly as the product has always written it', () => {
    for (const phrase of ['ABT 1850', 'BET 1840 AND 1845', '12 MAR 1850', 'FROM 1900 TO 1910'])
      expect(gedcomDateIn(parseGedcomDate(phrase), 'en', gedcomDateMessages.en)).toBe(
        gedcomDateText(parseGedcomDate(phrase)),
      );
  });
});
