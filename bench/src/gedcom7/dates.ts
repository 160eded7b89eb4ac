/**
 * The GEDCOM 7 date, age and time grammars (the ABNF of FamilySearch's grammar.abnf). 5.x forms
 * are not 7.0: `@#DJULIAN@`, dual years (`1750/51`), `INT` and parenthesised text need a PHRASE.
 */
const months: Record<string, string[]> = {
  GREGORIAN: 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' '),
  JULIAN: 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' '),
  FRENCH_R: 'VEND BRUM FRIM NIVO PLUV VENT GERM FLOR PRAI MESS THER FRUC COMP'.split(' '),
  HEBREW: 'TSH CSH KSL TVT SHV ADR ADS NSN IYR SVN TMZ AAV ELL'.split(' '),
};
const integer = /^[0-9]+$/;
const extTag = /^_[A-Z0-9_]+$/;

/** `date = [calendar D] [[day D] month D] year [D epoch]` */
export function isDate(text: string): boolean {
  const parts = text.split(' ');
  let calendar = 'GREGORIAN';
  if (parts[0] && (parts[0] in months || extTag.test(parts[0]))) calendar = parts.shift()!;
  const extension = !(calendar in months);
  let epoch: string | undefined;
  const last = parts.at(-1);
  if (parts.length > 1 && last !== undefined && !integer.test(last)) epoch = parts.pop();
  if (epoch !== undefined) {
    const epochs = calendar === 'GREGORIAN' || calendar === 'JULIAN' ? ['BCE'] : [];
    if (!epochs.includes(epoch) && !extTag.test(epoch)) return false;
  }
  const [a, b, c, ...rest] = parts;
  if (rest.length > 0 || a === undefined) return false;
  const monthOk = (m: string) =>
    extension ? /^[A-Z_][A-Z0-9_]*$/.test(m) : months[calendar]!.includes(m) || extTag.test(m);
  if (b === undefined) return integer.test(a);
  if (c === undefined) return monthOk(a) && integer.test(b);
  return integer.test(a) && monthOk(b) && integer.test(c);
}

/** `DateValue = [ date / DatePeriod / dateRange / dateApprox ]` */
export function isDateValue(text: string): boolean {
  if (text === '') return true;
  if (isDatePeriod(text)) return true;
  let m = /^BET (.+) AND (.+)$/.exec(text);
  if (m) return isDate(m[1]!) && isDate(m[2]!);
  m = /^(?:AFT|BEF|ABT|CAL|EST) (.+)$/.exec(text);
  if (m) return isDate(m[1]!);
  return isDate(text);
}

/** `DatePeriod = [ "TO" D date ] / "FROM" D date [ D "TO" D date ]` */
export function isDatePeriod(text: string): boolean {
  if (text === '') return true;
  let m = /^FROM (.+) TO (.+)$/.exec(text);
  if (m && isDate(m[1]!) && isDate(m[2]!)) return true;
  m = /^(?:FROM|TO) (.+)$/.exec(text);
  return m !== null && isDate(m[1]!);
}

/** `DateExact = day D month D year`, Gregorian. */
export function isDateExact(text: string): boolean {
  const m = /^([0-9]+) ([A-Z]{3}) ([0-9]+)$/.exec(text);
  return m !== null && months.GREGORIAN!.includes(m[2]!);
}

/** `Age = [[ageBound D] ageDuration]` */
export function isAge(text: string): boolean {
  if (text === '') return true;
  return (
    /^(?:[<>] )?(?=[0-9])(?:[0-9]+y(?: |$))?(?:[0-9]+m(?: |$))?(?:[0-9]+w(?: |$))?(?:[0-9]+d)?$/.test(
      text,
    ) && !text.endsWith(' ')
  );
}

/** `Time = hour ":" minute [":" second ["." fraction]] ["Z"]` */
export function isTime(text: string): boolean {
  return /^(?:[0-9]|[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9](?:\.[0-9]+)?)?Z?$/.test(text);
}
