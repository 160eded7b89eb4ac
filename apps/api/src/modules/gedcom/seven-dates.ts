/**
 * 5.x dates, ages and times as GEDCOM 7.0 allows them. 7.0 has no calendar escapes, no dual
 * years, no `INT` and no free text in a date: what does not fit becomes a 7.0 date with the
 * original words in a PHRASE, or an empty date with the PHRASE.
 */
const months: Record<string, string[]> = {
  GREGORIAN: 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' '),
  JULIAN: 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' '),
  FRENCH_R: 'VEND BRUM FRIM NIVO PLUV VENT GERM FLOR PRAI MESS THER FRUC COMP'.split(' '),
  HEBREW: 'TSH CSH KSL TVT SHV ADR ADS NSN IYR SVN TMZ AAV ELL'.split(' '),
};
const escapes: Record<string, string> = {
  '@#DGREGORIAN@': 'GREGORIAN',
  '@#DJULIAN@': 'JULIAN',
  '@#DHEBREW@': 'HEBREW',
  '@#DFRENCH R@': 'FRENCH_R',
};
const integer = /^[0-9]+$/;

/** `[calendar D] [[day D] month D] year [D epoch]`, 7.0's date (no extension calendars). */
function isDate(text: string): boolean {
  const parts = text.split(' ');
  const calendar = parts[0] && parts[0] in months ? parts.shift()! : 'GREGORIAN';
  if (parts.length > 1 && parts.at(-1) === 'BCE') {
    if (calendar !== 'GREGORIAN' && calendar !== 'JULIAN') return false;
    parts.pop();
  }
  const [a, b, c, ...rest] = parts;
  if (rest.length || a === undefined) return false;
  const month = (m: string) => months[calendar]!.includes(m);
  if (b === undefined) return integer.test(a);
  if (c === undefined) return month(a) && integer.test(b);
  return integer.test(a) && month(b) && integer.test(c);
}

export function isDateValue(text: string): boolean {
  if (text === '') return true;
  let m = /^(?:FROM (.+) TO|BET (.+) AND) (.+)$/.exec(text);
  if (m) return isDate((m[1] ?? m[2])!) && isDate(m[3]!);
  m = /^(?:FROM|TO|AFT|BEF|ABT|CAL|EST) (.+)$/.exec(text);
  return isDate(m ? m[1]! : text);
}

export function isDatePeriod(text: string): boolean {
  if (text === '') return true;
  const m = /^FROM (.+) TO (.+)$/.exec(text);
  if (m) return isDate(m[1]!) && isDate(m[2]!);
  const one = /^(?:FROM|TO) (.+)$/.exec(text);
  return one !== null && isDate(one[1]!);
}

/** A 5.x date in 7.0 words: upper case, calendar names, BCE, the later year of a dual year. */
function normalised(text: string): string {
  let out = text.trim().replace(/\s+/g, ' ');
  for (const [escape, word] of Object.entries(escapes)) out = out.split(escape).join(word);
  out = out.toUpperCase();
  out = out.replace(/ ?\b(?:B\.C\.|BC|B\.C)(?= |$)/g, ' BCE');
  // 1750/51 and 1750/1751: the year as counted from 1 January.
  out = out.replace(
    /\b([0-9]+)\/([0-9]{1,4})\b/g,
    (_, year: string, next: string) => year.slice(0, year.length - next.length) + next,
  );
  return out.replace(/^GREGORIAN /, '').replace(/ (AND|TO) GREGORIAN /, ' $1 ');
}

/** A DATE of type DateValue (or DatePeriod): its 7.0 payload, and a PHRASE when it changed. */
export function dateTo7(
  text: string,
  valid: (t: string) => boolean = isDateValue,
): { value: string; phrase?: string } {
  const original = text.trim();
  if (valid(original)) return { value: original };
  const inParens = /^\((.*)\)$/.exec(original);
  if (inParens) return { value: '', phrase: inParens[1]!.trim() || original };
  const interpreted = /^INT (.+?) \((.*)\)$/i.exec(original);
  if (interpreted) {
    const date = normalised(interpreted[1]!);
    return { value: valid(date) ? date : '', phrase: interpreted[2]!.trim() || original };
  }
  const date = normalised(original);
  if (!valid(date)) return { value: '', phrase: original };
  // Only letters' case and spacing changed: nothing was said that 7.0 lost.
  if (date === original.toUpperCase().replace(/\s+/g, ' ')) return { value: date };
  return { value: date, phrase: original };
}

/** `day month year`, Gregorian (CHAN.DATE, CREA.DATE, ord-STAT.DATE, HEAD.DATE), or null. */
export function dateExactTo7(text: string): string | null {
  const date = text.trim().replace(/\s+/g, ' ').toUpperCase();
  const m = /^([0-9]{1,2}) ([A-Z]{3}) ([0-9]+)$/.exec(date);
  return m && months.GREGORIAN!.includes(m[2]!) ? date : null;
}

const ageGrammar =
  /^(?:[<>] )?(?=[0-9])(?:[0-9]+y(?: (?=[0-9])|$))?(?:[0-9]+m(?: (?=[0-9])|$))?(?:[0-9]+w(?: (?=[0-9])|$))?(?:[0-9]+d)?$/;
const ageWords: Record<string, string> = { CHILD: '< 8y', INFANT: '< 1y', STILLBORN: '0y' };

/** An AGE: 5.x's `<60y`, `CHILD`, `INFANT`, `STILLBORN` in 7.0 words; text into a PHRASE. */
export function ageTo7(text: string): { value: string; phrase?: string } {
  const original = text.trim();
  if (original === '' || ageGrammar.test(original)) return { value: original };
  const word = ageWords[original.toUpperCase()];
  if (word) return { value: word, phrase: original };
  const age = original
    .toLowerCase()
    .replace(/^([<>]) ?/, '$1 ')
    .replace(/([0-9]+) ?([ymwd])\b ?/g, '$1$2 ')
    .trim();
  return ageGrammar.test(age) ? { value: age } : { value: '', phrase: original };
}

/** A TIME as 7.0 writes it (`hh:mm[:ss[.fff]][Z]`), or null. */
export function timeTo7(text: string): string | null {
  const time = text
    .trim()
    .toUpperCase()
    .replace(/^([0-9]):/, '0$1:');
  return /^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:\.[0-9]+)?)?Z?$/.test(time)
    ? time
    : null;
}
