import { limits } from '@familytree/shared';
import { notesToAbout } from './about-text.js';
import { fitPersonToLimits } from './person-limits.js';
import { nodeText } from './gedcom-text.js';
import { parseRecord, pointer, type GedcomNode, type GedcomWarning } from './records.js';
import { newPersonDetail } from './import-plan.js';
import type { ImportPlan, Kept, PersonDetail, PlanPerson, PlanUnion } from './import-plan.js';
import {
  citationOf,
  emptyResearch,
  isCitation,
  noteOf,
  repositoryOf,
  sourceOf,
  type PlanNote,
} from './research-mapping.js';
import { mediaOf, mediaPointer, takePersonMedia, type PlanMedia } from './media-mapping.js';
import { placeCollector, type PlaceCollector } from './place-mapping.js';
import { breakCycles } from './plan-order.js';
import { nameKept, nameNotesOf, namesOf } from './name-mapping.js';
import { exportWarningsXref, familyKey, ownSubmitterXref } from './xrefs.js';
import { citationSize, eventSize, keptSize, personSize, planSize, rowCost } from './import-size.js';
import { countUnknownTag, eventOf, ftwPlaceAsValue, personEventTags } from './event-mapping.js';
import { takeInlineNotes } from './event-mapping.js';
import { linkFamilies, noteFamc, type FamcLinks } from './family-mapping.js';
import { notLivingCutoff, provesNotLiving } from './living-evidence.js';
import { nowIso } from '../../infra/clock.js';

/** Where reading a person reports what it found beyond the person (the first reading only). */
interface PersonSink {
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
  /** The persons' inline OBJE as media records (issue 30). */
  media: PlanMedia[];
  /** The note records, which an event's inline notes join (issue 30). */
  notes: PlanNote[];
  places: PlaceCollector;
  /** The file is Family Tree Maker's (event-mapping.ts ftwPlaceAsValue). */
  ftw: boolean;
}

function interning() {
  const known = new Map<string, string>();
  return (text: string) => {
    const found = known.get(text);
    if (found !== undefined) return found;
    known.set(text, text);
    return text;
  };
}

const danglingFamily = (tag: string, value: string, line: number): GedcomWarning => ({
  line,
  message: `${tag} ${value} on line ${line} points to no family; ignored`,
});

const emptyCounts = (): ImportPlan['counts'] => ({
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
  media: [],
  notes: [],
  places: placeCollector(),
  ftw: false,
};

const unread = { firstName: '', middleName: null, lastName: '', nickName: null };

/** An INDI record as a person, with its events, kept lines and NOTE texts or pointers. */
function readPerson(indi: GedcomNode, xref: string, source: string, sink: PersonSink) {
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
        detail.citations.push({ fact, citation: citationOf(c, fact === null ? 1 : 2) });
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
      const event = eventOf(c, sink.warnings);
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
      // A pointer to an OBJE record, or an inline OBJE with a file: a media link (issue 30).
      if (mediaPointer(c) === null) sink.counts.media++;
      if (takePersonMedia(c, detail.media, sink.firstReading ? sink.media : null)) continue;
    }
    if (sink.firstReading) countUnknownTag(sink.unknown, c);
    detail.kept.push({ context: 'INDI', lines: nodeText(c, 1) });
  }
  if (sink.firstReading) fitPersonToLimits(person, sink.warnings);
  if (notes.length && sink.firstReading) {
    const { about, cut } = notesToAbout(notes);
    person.about = about;
    if (cut) sink.warnings.push(aboutCut(person));
  }
  return { person, detail };
}

const aboutCut = (person: PlanPerson): GedcomWarning => ({
  line: person.line,
  message: `The notes of ${[person.firstName, person.lastName].filter(Boolean).join(' ')} (line ${person.line}) are longer than "about" allows (${limits.aboutMax} characters): cut to fit`,
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
    media: [],
    ftw: person.ftw === true,
  }).detail;
  if (person.linkKept) detail.kept = [...detail.kept, ...person.linkKept];
  return detail;
}

/**
 * Builds the plan record by record as the parser hands them over (the file is never one tree):
 * persons at once; families, note references and pointers once every record is known.
 */
export function createPlanBuilder() {
  const unknown = new Map<string, { count: number; line: number }>();
  const counts = emptyCounts();
  const warnings: GedcomWarning[] = [];
  const noteRecords = new Set<string>();
  const notePointers = new Map<string, number>();
  // FAM records wait for every person; their sources are held, not their parsed lines.
  const fams: Array<{ xref: string | null; line: number; source: string }> = [];
  const famPointers = new Map<string, number[]>();
  const famcs: FamcLinks = { lines: new Map(), multiple: new Map() };
  const livingCutoff = notLivingCutoff(nowIso().slice(0, 10));
  /** OBJE records and the persons' inline OBJE (issue 30). */
  const media: PlanMedia[] = [];
  const places = placeCollector();
  const research = emptyResearch();
  const sink: PersonSink = {
    firstReading: true,
    livingCutoff,
    counts,
    unknown,
    warnings,
    famPointers,
    famcs,
    same: interning(),
    notePointers,
    media,
    notes: research.notes,
    places,
    ftw: false,
  };
  const records: Kept[] = [];
  const indexOf = new Map<string, number>();
  const people: PlanPerson[] = [];
  /** What the persons' rows, events, profile rows and kept lines would store. */
  let personsSize = 0;

  function addPerson(indi: GedcomNode, source: string) {
    counts.individuals++;
    if (!indi.xref) {
      warnings.push({
        line: indi.line,
        message: `The INDI record on line ${indi.line} has no identifier; skipped`,
      });
      return;
    }
    if (indexOf.has(indi.xref)) {
      warnings.push({
        line: indi.line,
        message: `@${indi.xref}@ is defined twice (line ${indi.line}); the second is skipped`,
      });
      return;
    }
    const { person, detail } = readPerson(indi, indi.xref, source, sink);
    if (sink.ftw) person.ftw = true;
    personsSize += personSize(person);
    for (const e of detail.events) personsSize += eventSize(e);
    for (const k of detail.kept) personsSize += keptSize(k);
    for (const c of detail.citations) personsSize += citationSize(c.citation);
    personsSize += detail.notes.length * rowCost;
    indexOf.set(indi.xref, people.length);
    people.push(person);
  }

  function add(record: GedcomNode, source: string) {
    switch (record.tag) {
      case 'INDI':
        return addPerson(record, source);
      case 'FAM':
        counts.families++;
        fams.push({ xref: record.xref, line: record.line, source });
        return;
      case 'SUBM':
        // This product's own submitter: the next export writes it anew.
        if (record.xref === ownSubmitterXref) return;
        break;
      case 'NOTE':
      case 'SNOTE':
        // The export's own note of what it could not write: the next export writes its own.
        if (record.xref === exportWarningsXref) return;
        break;
      case 'HEAD': {
        // GEDCOM 7's SCHMA names the URIs of the file's extension tags: kept for the export.
        const schema = record.children.find((c) => c.tag === 'SCHMA');
        if (schema) records.push({ context: 'HEAD', lines: nodeText(schema, 1) });
        const form = record.children
          .find((c) => c.tag === 'PLAC')
          ?.children.find((c) => c.tag === 'FORM');
        if (form) places.setHeadForm(form.value);
        const program = record.children.find((c) => c.tag === 'SOUR')?.value.trim();
        sink.ftw = program === 'FTW' || program === 'FTM';
        return;
      }
      case 'TRLR':
        return;
    }
    if (record.tag === 'NOTE' || record.tag === 'SNOTE') {
      counts.notes++;
      if (record.xref) noteRecords.add(record.xref);
    }
    if (record.tag === 'OBJE') counts.media++;
    // Research and media records become rows of their tables (issue 30); one without xref stays kept.
    if (record.xref) {
      if (record.tag === 'REPO') {
        counts.repositories++;
        research.repositories.push(repositoryOf(record));
        return;
      }
      if (record.tag === 'SOUR') {
        counts.sources++;
        research.sources.push(sourceOf(record));
        return;
      }
      if (record.tag === 'NOTE' || record.tag === 'SNOTE') {
        research.notes.push(noteOf(record));
        return;
      }
      if (record.tag === 'OBJE') return void media.push(mediaOf(record, record.xref));
    }
    if (record.tag === 'SOUR') counts.sources++;
    if (!['NOTE', 'SNOTE', 'SOUR', 'OBJE', 'REPO', 'SUBM', 'SUBN'].includes(record.tag))
      countUnknownTag(unknown, record);
    records.push({ context: 'REC', lines: nodeText(record, 0) });
  }

  function finish(parseWarnings: GedcomWarning[]): ImportPlan {
    for (const [xref, line] of notePointers)
      if (!noteRecords.has(xref))
        warnings.push({ line, message: `NOTE @${xref}@ on line ${line} points to no record` });
    const families = linkFamilies(
      fams.map((f) => () => parseRecord(f.source, f.line)),
      people,
      indexOf,
      counts,
      unknown,
      warnings,
      { famcs, records },
    );
    for (const f of families) for (const e of f.events) takeInlineNotes(e, research.notes, counts);
    // A family's old fact (a marriage in 1881) proves both partners are no longer living.
    for (const f of families)
      if (f.events.some((e) => provesNotLiving(e.date, livingCutoff)))
        for (const k of [f.partner, f.spouse]) if (k !== null) people[k]!.living = false;
    for (const f of families) for (const e of f.events) places.add(e.place, e.placeDetails ?? null);
    counts.places = places.places.size;
    const familyXrefs = new Set(fams.map((f) => f.xref));
    // FAMC/FAMS pointers that name no family are dangling; the FAM records carry the links.
    for (const [xref, lines] of famPointers)
      if (!familyXrefs.has(xref))
        for (const at of lines)
          warnings.push(danglingFamily(at > 0 ? 'FAMS' : 'FAMC', `@${xref}@`, Math.abs(at)));
    const unions: PlanUnion[] = [];
    const unionCount = new Map<number, number>();
    const couples = new Set<string>();
    for (const f of families) {
      if (f.partner === null || f.spouse === null) continue;
      // A couple who married, divorced and remarried has a FAM per marriage: the tree has one
      // union per couple, which keeps every FAM's events and lines (written by the couple).
      const couple = familyKey(f.partner, f.spouse);
      if (couples.has(couple)) continue;
      couples.add(couple);
      const order = (unionCount.get(f.partner) ?? 0) + 1;
      unionCount.set(f.partner, order);
      unions.push({ person: f.partner, spouse: f.spouse, order });
    }
    breakCycles(people, warnings);
    for (const [tag, { count, line }] of unknown)
      warnings.push({
        line,
        message: `Unknown tag ${tag} kept (${count === 1 ? 'once' : `${count} times`}, first on line ${line})`,
      });
    const all = [...parseWarnings, ...warnings].sort((a, b) => a.line - b.line);
    const plan = {
      persons: people,
      families,
      unions,
      records,
      research,
      media,
      places: places.finish(),
      warnings: all,
      counts,
      storedSize: 0,
    };
    plan.storedSize = planSize(plan, personsSize);
    return plan;
  }

  return { add, finish };
}
