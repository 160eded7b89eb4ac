import { isoToGedcomDate, parseGedcomDate } from '@familytree/shared';
import type { eventsOfPersons, ExportPersonRow, keptOfPersons } from './gedcom.repository.js';
import { aboutToNote, gedcomLine } from './gedcom-text.js';
import type { PersonEvents } from './profile-events.js';
import { personXref } from './xrefs.js';
import type { GedcomVersion } from './export-writer.js';

/** The text of one INDI record and of one event's lines, as the export writes them. */

type EventRow = Awaited<ReturnType<typeof eventsOfPersons>>[number];
/** What an event's lines are written from. */
export type EventLines = Pick<
  EventRow,
  'tag' | 'value' | 'event_type' | 'date_phrase' | 'place' | 'extra'
>;
type KeptRow = Awaited<ReturnType<typeof keptOfPersons>>[number];

/** GEDCOM 7 names calendars with words where 5.5.1 used escapes. */
const calendarWords: Array<[string, string]> = [
  ['@#DGREGORIAN@', 'GREGORIAN'],
  ['@#DJULIAN@', 'JULIAN'],
  ['@#DHEBREW@', 'HEBREW'],
  ['@#DFRENCH R@', 'FRENCH_R'],
];
export const dateFor = (phrase: string, version: GedcomVersion) =>
  version === '7'
    ? calendarWords.reduce((text, [escape, word]) => text.split(escape).join(word), phrase)
    : phrase;

/** Whether kept lines hold a level-2 `tag` structure (a DATE or PLAC kept whole). */
function keptWhole(extra: string | null, tag: string): boolean {
  if (extra === null) return false;
  const head = `2 ${tag}`;
  // No regular expression: this runs for every event of a family (a hot path at 100,000 persons).
  for (let at = extra.indexOf(head); at !== -1; at = extra.indexOf(head, at + 1)) {
    const next = extra.charCodeAt(at + head.length);
    const lineStart = at === 0 || extra.charCodeAt(at - 1) === 10;
    if (lineStart && (Number.isNaN(next) || next === 32 || next === 10)) return true;
  }
  return false;
}

/** The product's full date wins over an imported phrase unless the phrase says the same day. */
function ownDate(phrase: string | null, iso: string): string {
  return phrase && parseGedcomDate(phrase).exact === iso ? phrase : isoToGedcomDate(iso);
}

export function eventText(
  e: EventLines,
  person: ExportPersonRow | null,
  version: GedcomVersion,
): string {
  let date = e.date_phrase;
  let place = e.place;
  // The product's own full date and place win over the imported ones: they may have been edited.
  if (person && e.tag === 'BIRT') {
    if (person.date_of_birth) date = ownDate(date, person.date_of_birth);
    if (person.place_of_birth) place = person.place_of_birth;
  }
  if (person && e.tag === 'DEAT' && person.date_of_death)
    date = ownDate(date, person.date_of_death);
  let text = gedcomLine(1, e.tag, e.value ?? '');
  if (e.event_type) text += '\n' + gedcomLine(2, 'TYPE', e.event_type);
  // A DATE or PLAC kept whole (with lines of its own) is written from the kept lines.
  if (date && !keptWhole(e.extra, 'DATE'))
    text += '\n' + gedcomLine(2, 'DATE', dateFor(date, version));
  if (place && !keptWhole(e.extra, 'PLAC')) text += '\n' + gedcomLine(2, 'PLAC', place);
  if (e.extra) text += '\n' + e.extra;
  return text;
}

export function personText(
  p: ExportPersonRow,
  events: PersonEvents,
  kept: KeptRow[],
  famc: string | null,
  fams: string[] | undefined,
  version: GedcomVersion,
  /** The file's own facts show the person is not living (living-evidence.ts). */
  deceasedByFacts = false,
): string {
  const given =
    p.first_name && p.middle_name
      ? `${p.first_name} ${p.middle_name}`
      : p.first_name || p.middle_name || '';
  const pieces = namePieces(kept);
  const surname =
    pieces.SPFX && !p.last_name.startsWith(`${pieces.SPFX} `)
      ? `${pieces.SPFX} ${p.last_name}`
      : p.last_name;
  const nameLine = [pieces.NPFX, given, `/${surname}/`, pieces.NSFX].filter(Boolean).join(' ');
  // One string grown line by line: the export's hot path, for every person of the family.
  let text = `0 @${personXref(p.id)}@ INDI\n` + gedcomLine(1, 'NAME', nameLine);
  if (given) text += '\n' + gedcomLine(2, 'GIVN', given);
  // A comma in SURN separates surnames (GEDCOM 5.5.1), so a surname with a comma is written on
  // the NAME line only, where the slashes keep it one surname (issue 30).
  if (p.last_name && !p.last_name.includes(',')) text += '\n' + gedcomLine(2, 'SURN', p.last_name);
  if (p.nick_name) text += '\n' + gedcomLine(2, 'NICK', p.nick_name);
  for (const k of kept) if (k.context === 'NAME') text += '\n' + k.lines;
  text += `\n1 SEX ${p.gender === 'M' || p.gender === 'F' ? p.gender : 'U'}`;
  // The sex's citations (issue 30).
  for (const k of kept) if (k.context === 'SEX') text += '\n' + k.lines;
  let birth = false;
  // A burial or cremation says the person died: no DEAT Y is added next to it (issue 30).
  let death = false;
  // Only the first BIRT and DEAT are the person's facts, which the product's date overrides; a
  // later one is an alternative (issue 33: a merge keeps the date that did not stay as one).
  const facts = new Set<string>();
  for (const e of events.kept) {
    const first = (e.tag === 'BIRT' || e.tag === 'DEAT') && !facts.has(e.tag);
    if (first) facts.add(e.tag);
    if (e.tag === 'BIRT') birth = true;
    else if (e.tag === 'DEAT' || e.tag === 'BURI' || e.tag === 'CREM') death = true;
    text += '\n' + eventText(e, first ? p : null, version);
  }
  for (const line of events.fromProduct) text += '\n' + line;
  if (!birth && (p.date_of_birth || p.place_of_birth)) {
    text += '\n1 BIRT';
    if (p.date_of_birth) text += `\n2 DATE ${isoToGedcomDate(p.date_of_birth)}`;
    if (p.place_of_birth) text += '\n' + gedcomLine(2, 'PLAC', p.place_of_birth);
  }
  if (!death && (p.date_of_death || (!p.living && !deceasedByFacts)))
    text += p.date_of_death ? `\n1 DEAT\n2 DATE ${isoToGedcomDate(p.date_of_death)}` : '\n1 DEAT Y';
  if (p.about) {
    const note = aboutToNote(p.about);
    if (note) text += '\n' + gedcomLine(1, 'NOTE', note);
  }
  // The parents the tree shows come first: a reader takes the first FAMC as the person's parents.
  if (famc) {
    text += `\n1 FAMC @${famc}@`;
    for (const k of kept) if (k.context === 'FAMC') text += '\n' + k.lines;
  }
  for (const k of kept) if (k.context === 'INDI') text += '\n' + k.lines;
  if (fams)
    for (const f of fams) {
      const line = `1 FAMS @${f}@`;
      // The FAMS's own lines (a NOTE), kept with it from an import.
      const own = kept.find(
        (k) => k.context === 'FAMS' && k.lines.startsWith(line) && k.lines[line.length] !== ' ',
      );
      text += '\n' + (own ? own.lines : line);
    }
  return text;
}

/** NPFX, SPFX and NSFX of the kept NAME lines: the product has no fields for them. */
function namePieces(kept: KeptRow[]): Partial<Record<'NPFX' | 'SPFX' | 'NSFX', string>> {
  const pieces: Partial<Record<'NPFX' | 'SPFX' | 'NSFX', string>> = {};
  for (const k of kept) {
    if (k.context !== 'NAME') continue;
    for (const m of k.lines.matchAll(/^2 (NPFX|SPFX|NSFX) (.+)$/gm))
      pieces[m[1] as 'NPFX' | 'SPFX' | 'NSFX'] ??= m[2]!.trim();
  }
  return pieces;
}
