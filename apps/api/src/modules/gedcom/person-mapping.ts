import { limits } from '@familytree/shared';
import { notesToAbout } from './about-text.js';
import { fitPersonToLimits } from './person-limits.js';
import { nodeText } from './gedcom-text.js';
import { parseRecord, pointer, type GedcomNode } from './records.js';
import { gedcomWarning, type GedcomWarning } from './warnings/gedcom-warning.js';
import { newPersonDetail } from './import-plan.js';
import type { ImportPlan, PersonDetail, PlanPerson } from './import-plan.js';
import { citationOf, isCitation, type PlanNote } from './research-mapping.js';
import { pointingToMedia, takeMedia, type InlineMedia } from './media-mapping.js';
import { placeCollector, type PlaceCollector } from './place-mapping.js';
import { nameKept, nameNotesOf, namesOf } from './name-mapping.js';
import { countUnknownTag, eventOf, ftwPlaceAsValue, personEventTags } from './event-mapping.js';
import { takeInlineNotes } from './event-mapping.js';
import { noteFamc, type FamcLinks } from './family-mapping.js';
import { provesNotLiving } from './living-evidence.js';

/**
 * An INDI record as the import plan's person (issue 13): its names, events, citations, notes,
 * media and kept lines, read once when the file is read and again when the person is written.
 */

/** Where reading a person reports what it found beyond the person (the first reading only). */
export interface PersonSink {
  /** False when a person's details are read again at write time: the rest was seen already. */
  firstReading: boolean;
  /** A fact dated before this day proves its person is not living (living-evidence.ts). */
  livingCutoff: string | null;
  counts: ImportPlan['counts'];
  unknown: Map<string, { count: number; line: number }>;
  warnings: GedcomWarning[];
  /**
   * The FAMS and FAMC lines by the family they name, checked once every FAM is known: their line
   * numbers, negative for FAMC (one small array per family, not an object per line).
   */
  famPointers: Map<string, number[]>;
  famcs: FamcLinks;
  /** One string per distinct given name and surname (a family repeats them thousands of times). */
  same: (text: string) => string;
  /** Each note record a person points to, with the first line pointing to it. */
  notePointers: Map<string, number>;
  /** The file's inline OBJE as media records (issue 30); null when read again. */
  media: InlineMedia | null;
  /** The note records, which an event's inline notes join (issue 30). */
  notes: PlanNote[];
  places: PlaceCollector;
  /** The file is Family Tree Maker's (event-mapping.ts ftwPlaceAsValue). */
  ftw: boolean;
}

export function interning() {
  const known = new Map<string, string>();
  return (text: string) => {
    const found = known.get(text);
    if (found !== undefined) return found;
    known.set(text, text);
    return text;
  };
}

export const danglingFamily = (tag: string, value: string, line: number): GedcomWarning =>
  gedcomWarning(line, 'import.noSuchFamily', { tag, value, line });

export const emptyCounts = (): ImportPlan['counts'] => ({
  individuals: 0,
  families: 0,
  events: 0,
  notes: 0,
  sources: 0,
  media: 0,
  repositories: 0,
  citations: 0,
  places: 0,
});

/** The second reading's sink: its counts and maps are never read (nor written, but counts). */
const secondReading: PersonSink = {
  firstReading: false,
  livingCutoff: null,
  counts: emptyCounts(),
  unknown: new Map(),
  warnings: [],
  famPointers: new Map(),
  famcs: { lines: new Map(), multiple: new Map() },
  same: (text) => text,
  notePointers: new Map(),
  media: null,
  notes: [],
  places: placeCollector(),
  ftw: false,
};

const unread = { firstName: '', middleName: null, lastName: '', nickName: null };

/** An INDI record as a person, with its events, kept lines and NOTE texts or pointers. */
export function readPerson(indi: GedcomNode, xref: string, source: string, sink: PersonSink) {
  let firstName: GedcomNode | undefined;
  let sex = '';
  for (const c of indi.children) {
    if (c.tag === 'NAME' && !firstName) firstName = c;
    else if (c.tag === 'SEX') sex = c.value.trim().toUpperCase();
  }
  // The second reading wants the events and kept lines only: the names are in the plan already.
  const names = sink.firstReading ? namesOf(firstName, sink.same) : unread;
  // Every field named in the literal rather than spread into it: V8 builds such a literal in one
  // step, and the plan holds one of these for every person until the import ends.
  const person: PlanPerson = {
    xref,
    line: indi.line,
    firstName: names.firstName,
    middleName: names.middleName,
    lastName: names.lastName,
    nickName: names.nickName,
    gender: sex === 'M' || sex === 'F' ? sex : 'U',
    placeOfBirth: null,
    dateOfBirth: null,
    dateOfDeath: null,
    living: true,
    about: null,
    father: null,
    mother: null,
    childOrder: null,
    source,
  };
  const detail = newPersonDetail();
  /** Citations of the person, its name or its sex (issue 30). */
  const cite = (node: GedcomNode, fact: 'name' | 'sex' | null) => {
    for (const c of fact === null ? [node] : node.children)
      if (isCitation(c)) {
        detail.citations.push({ fact, citation: citationOf(c, fact === null ? 1 : 2, sink.media) });
        sink.counts.citations++;
      }
  };
  const notes: string[] = [];
  const famcSeen = new Set<string>();
  for (const line of indi.children) {
    const c = sink.ftw ? ftwPlaceAsValue(line) : line;
    if (c === firstName) {
      cite(c, 'name');
      detail.nameNotes = nameNotesOf(c, sink.firstReading ? sink.notes : null, sink.counts);
      const rest = nameKept(c);
      if (rest.length) detail.kept.push({ context: 'NAME', lines: rest.join('\n') });
      continue;
    }
    if (c.tag === 'SEX') {
      cite(c, 'sex');
      continue;
    }
    if (isCitation(c)) {
      cite(c, null);
      continue;
    }
    if (c.tag === 'FAMS' || c.tag === 'FAMC') {
      const family = pointer(c.value);
      // GEDCOM 7's @VOID@: a family the file knows of but does not name (a first marriage, an
      // adoption, with a NOTE or PEDI of its own). No link of the tree: kept as written.
      if (family === 'VOID') {
        detail.kept.push({ context: 'INDI', lines: nodeText(c, 1) });
        continue;
      }
      if (c.tag === 'FAMC' && family !== null && famcSeen.has(family)) {
        // A second FAMC to one family (born to it, later adopted by it): kept as written.
        detail.kept.push({ context: 'INDI', lines: nodeText(c, 1) });
        continue;
      }
      if (c.tag === 'FAMC' && family !== null) famcSeen.add(family);
      // A FAMS's own lines (a NOTE, GEDCOM 7's PHRASE) go with it: the export writes them under it.
      if (c.tag === 'FAMS' && family !== null && c.children.length)
        detail.kept.push({ context: 'FAMS', lines: nodeText(c, 1) });
      if (!sink.firstReading) continue;
      if (c.tag === 'FAMC') noteFamc(sink.famcs, indi, c);
      const xref = family;
      if (xref === null) sink.warnings.push(danglingFamily(c.tag, c.value.trim(), c.line));
      else {
        const at = c.tag === 'FAMS' ? c.line : -c.line;
        const lines = sink.famPointers.get(xref);
        if (lines) lines.push(at);
        else sink.famPointers.set(xref, [at]);
      }
      continue;
    }
    if (personEventTags.has(c.tag)) {
      const event = eventOf(c, sink.warnings, sink.media);
      takeInlineNotes(event, sink.firstReading ? sink.notes : null, sink.counts);
      sink.counts.events++;
      sink.counts.citations += event.citations?.length ?? 0;
      if (sink.firstReading) sink.places.add(event.place, event.placeDetails ?? null);
      detail.events.push(event);
      if (c.tag === 'BIRT' && person.dateOfBirth === null && person.placeOfBirth === null) {
        person.dateOfBirth = event.date?.exact ?? null;
        person.placeOfBirth = event.place;
      }
      if (c.tag === 'DEAT') {
        person.living = false;
        person.dateOfDeath ??= event.date?.exact ?? null;
      }
      if (c.tag === 'BURI' || c.tag === 'CREM') person.living = false;
      if (sink.livingCutoff && provesNotLiving(event.date, sink.livingCutoff))
        person.living = false;
      continue;
    }
    if (c.tag === 'NOTE' || c.tag === 'SNOTE') {
      sink.counts.notes++;
      const ref = pointer(c.value);
      if (ref === null && notes.length === 0 && c.children.length === 0) {
        // The person's first own note becomes "about"; any further one is kept as its own
        // NOTE (issue 30: joined into one, the export wrote one NOTE for several).
        notes.push(c.value);
        continue;
      }
      // A shared note is stored once, as its record, and the person keeps the pointer (issue
      // 28): copied into every person who points to it, a small file filled the disk.
      if (ref !== null && sink.firstReading && !sink.notePointers.has(ref))
        sink.notePointers.set(ref, c.line);
      // A plain pointer to a note record is a link of the person (issue 30, note_links); the
      // writer keeps it as a line when the file has no such record.
      if (ref !== null && c.children.length === 0) {
        detail.notes.push(ref);
        continue;
      }
    }
    if (c.tag === 'OBJE') {
      // A pointer to an OBJE record, or an inline OBJE with a file or a web address: a media
      // link (issue 30).
      if (takeMedia(c, detail.media, sink.media, true)) continue;
    }
    if (sink.firstReading) countUnknownTag(sink.unknown, c);
    detail.kept.push({ context: 'INDI', lines: nodeText(pointingToMedia(c, sink.media), 1) });
  }
  if (sink.firstReading) fitPersonToLimits(person, sink.warnings);
  if (notes.length && sink.firstReading) {
    const { about, cut } = notesToAbout(notes);
    person.about = about;
    if (cut) sink.warnings.push(aboutCut(person));
  }
  return { person, detail };
}

const aboutCut = (person: PlanPerson): GedcomWarning =>
  gedcomWarning(person.line, 'import.aboutCut', {
    name: [person.firstName, person.lastName].filter(Boolean).join(' '),
    line: person.line,
    max: limits.aboutMax,
  });

/**
 * A person's events and kept lines, read again from the record's source when the person is
 * written: holding them for every person of a large file until then took a third of the
 * import's memory.
 */
export function personDetail(person: PlanPerson): PersonDetail {
  const record = parseRecord(person.source, person.line);
  const detail = readPerson(record, person.xref, person.source, {
    ...secondReading,
    counts: emptyCounts(),
    warnings: [],
    ftw: person.ftw === true,
  }).detail;
  if (person.linkKept) detail.kept = [...detail.kept, ...person.linkKept];
  return detail;
}
