import { describe, expect, it } from 'vitest';
import { frenchMonths, gedcomDateText, hebrewMonths, parseGedcomDate } from '../gedcom-dates.js';
import { gedcomDateIn } from './gedcom-date-text.js';
import { gedcomDateMessages } from './gedcom-dates/index.js';
import { loadMessages } from './translate.js';
import type { Locale } from '../locales.js';

const inLanguage = async (phrase: string, locale: Exclude<Locale, 'en'>) =>
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

  it('keeps a free phrase as its words', async () => {
    expect(await inLanguage('(harvest time)', 'fr')).toBe('harvest time');
  });

  it('leaves English exactly as the product has always written it', () => {
    for (const phrase of ['ABT 1850', 'BET 1840 AND 1845', '12 MAR 1850', 'FROM 1900 TO 1910'])
      expect(gedcomDateIn(parseGedcomDate(phrase), 'en', gedcomDateMessages.en)).toBe(
        gedcomDateText(parseGedcomDate(phrase)),
      );
  });
});

/**
 * Dates of other calendars and Old Style dual years, the language's way: the order and month
 * names of its Gregorian dates, its own day and year, Hebrew and French Republican months by
 * their names in the language, and the calendar said in the language.
 */
const otherCalendars = [
  '@#DJULIAN@ 12 MAR 1700',
  '@#DJULIAN@ 29 FEB 1700',
  'ABT @#DJULIAN@ 1700',
  '11 FEB 1731/32',
  'MAR 1699/00',
  '@#DHEBREW@ 1 TSH 5784',
  '@#DHEBREW@ ADS 5784',
  '@#DFRENCH R@ 13 VEND 2',
  '@#DROMAN@ 1 JAN 700',
];
const expected: Record<Exclude<Locale, 'en'>, string[]> = {
  de: [
    '12. März 1700 (julianisch)',
    '29. Februar 1700 (julianisch)',
    'um 1700 (julianisch)',
    '11. Februar 1731/32',
    'März 1699/00',
    '1. Tischri 5784 (hebräisch)',
    'Adar II 5784 (hebräisch)',
    '13. Vendémiaire 2 (französischer Revolutionskalender)',
    '1. Januar 700 (römisch)',
  ],
  fr: [
    '12 mars 1700 (julien)',
    '29 février 1700 (julien)',
    'vers 1700 (julien)',
    '11 février 1731/32',
    'mars 1699/00',
    '1 tichri 5784 (hébraïque)',
    'adar II 5784 (hébraïque)',
    '13 vendémiaire 2 (républicain)',
    '1 janvier 700 (romain)',
  ],
  es: [
    '12 de marzo de 1700 (juliano)',
    '29 de febrero de 1700 (juliano)',
    'hacia 1700 (juliano)',
    '11 de febrero de 1731/32',
    'marzo de 1699/00',
    '1 de tishri de 5784 (hebreo)',
    'adar II de 5784 (hebreo)',
    '13 de vendimiario de 2 (republicano francés)',
    '1 de enero de 700 (romano)',
  ],
  pt: [
    '12 de março de 1700 (juliano)',
    '29 de fevereiro de 1700 (juliano)',
    'cerca de 1700 (juliano)',
    '11 de fevereiro de 1731/32',
    'março de 1699/00',
    '1 de Tishrei de 5784 (hebraico)',
    'Adar II de 5784 (hebraico)',
    '13 de vindimiário de 2 (republicano francês)',
    '1 de janeiro de 700 (romano)',
  ],
  nl: [
    '12 maart 1700 (juliaans)',
    '29 februari 1700 (juliaans)',
    'omstreeks 1700 (juliaans)',
    '11 februari 1731/32',
    'maart 1699/00',
    '1 Tisjrie 5784 (joods)',
    'Adar B 5784 (joods)',
    '13 Vendémiaire 2 (Franse republikeinse kalender)',
    '1 januari 700 (Romeins)',
  ],
  it: [
    '12 marzo 1700 (giuliano)',
    '29 febbraio 1700 (giuliano)',
    'circa 1700 (giuliano)',
    '11 febbraio 1731/32',
    'marzo 1699/00',
    '1 Tishri 5784 (ebraico)',
    'Adar II 5784 (ebraico)',
    '13 vendemmiaio 2 (repubblicano francese)',
    '1 gennaio 700 (romano)',
  ],
  pl: [
    '12 marca 1700 (kalendarz juliański)',
    '29 lutego 1700 (kalendarz juliański)',
    'około 1700 (kalendarz juliański)',
    '11 lutego 1731/32',
    'marzec 1699/00',
    '1 Tiszri 5784 (kalendarz żydowski)',
    'Adar II 5784 (kalendarz żydowski)',
    '13 vendémiaire 2 (kalendarz republikański)',
    '1 stycznia 700 (kalendarz rzymski)',
  ],
  hi: [
    '12 मार्च 1700 (जूलियन)',
    '29 फ़रवरी 1700 (जूलियन)',
    'लगभग 1700 (जूलियन)',
    '11 फ़रवरी 1731/32',
    'मार्च 1699/00',
    '1 तिशरी 5784 (हिब्रू)',
    'अदार II 5784 (हिब्रू)',
    '13 वांदेमियेर 2 (फ़्रांसीसी गणतंत्री)',
    '1 जनवरी 700 (रोमन)',
  ],
  ml: [
    '1700 മാർച്ച് 12 (ജൂലിയൻ)',
    '1700 ഫെബ്രുവരി 29 (ജൂലിയൻ)',
    'ഏകദേശം 1700 (ജൂലിയൻ)',
    '1731/32 ഫെബ്രുവരി 11',
    '1699/00 മാർച്ച്',
    '5784 തിഷ്റി 1 (ഹീബ്രു)',
    '5784 അദാർ II (ഹീബ്രു)',
    '2 വൻഡെമിയേർ 13 (ഫ്രഞ്ച് റിപ്പബ്ലിക്കൻ)',
    '700 ജനുവരി 1 (റോമൻ)',
  ],
};

describe('other calendars and Old Style dates in every language (issue 31)', () => {
  it.each(Object.entries(expected) as Array<[Exclude<Locale, 'en'>, string[]]>)(
    '%s',
    async (locale, texts) => {
      const said = await Promise.all(otherCalendars.map((phrase) => inLanguage(phrase, locale)));
      expect(said).toEqual(texts);
    },
  );

  it('names every Hebrew and French Republican month in every language, none left in code', async () => {
    for (const locale of Object.keys(expected) as Array<Exclude<Locale, 'en'>>) {
      const messages = await loadMessages(gedcomDateMessages, locale);
      for (const [calendar, codes] of [
        ['HEBREW', hebrewMonths],
        ['FRENCH R', frenchMonths],
      ] as const)
        for (const code of codes) {
          const text = gedcomDateIn(
            parseGedcomDate(`@#D${calendar}@ 1 ${code} 5`),
            locale,
            messages,
          );
          expect(text).not.toContain(code);
          expect(text).not.toMatch(/[{}]/);
        }
    }
  });

  it("puts a BC and a range around them the language's way", async () => {
    expect(await inLanguage('BET @#DJULIAN@ 1 JAN 100 B.C. AND 1699/00', 'de')).toBe(
      'zwischen 1. Januar 100 v. Chr. (julianisch) und 1699/00',
    );
    expect(await inLanguage('BEF @#DJULIAN@ 1700', 'hi')).toBe('1700 (जूलियन) से पहले');
  });

  it('leaves English as the product has always written them', () => {
    for (const phrase of otherCalendars)
      expect(gedcomDateIn(parseGedcomDate(phrase), 'en', gedcomDateMessages.en)).toBe(
        gedcomDateText(parseGedcomDate(phrase)),
      );
  });
});
