import { nodeText } from './gedcom-text.js';
import { parseRecord, type GedcomNode } from './records.js';
import { gedcomWarning, type GedcomWarning } from './warnings/gedcom-warning.js';
import type { ImportPlan, Kept, PlanPerson, PlanUnion } from './import-plan.js';
import { emptyResearch, noteOf, repositoryOf, sourceOf } from './research-mapping.js';
import { inlineMediaOf, mediaOf, type PlanMedia } from './media-mapping.js';
import { placeCollector } from './place-mapping.js';
import { breakCycles } from './plan-order.js';
import { exportWarningsXref, familyKey, ownSubmitterXref } from './xrefs.js';
import { eventSize, keptSize, personSize, planSize, citationSize, rowCost } from './import-size.js';
import { countUnknownTag, takeInlineNotes } from './event-mapping.js';
import { linkFamilies, type FamcLinks } from './family-mapping.js';
import { notLivingCutoff, provesNotLiving } from './living-evidence.js';
import { nowIso } from '../../infra/clock.js';
import {
  danglingFamily,
  emptyCounts,
  interning,
  readPerson,
  type PersonSink,
} from './person-mapping.js';

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
  /** OBJE records and the inline OBJE, one per file (issue 30). */
  const media: PlanMedia[] = [];
  const inline = inlineMediaOf(media, counts);
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
    media: inline,
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
      warnings.push(gedcomWarning(indi.line, 'import.personWithoutXref', { line: indi.line }));
      return;
    }
    if (indexOf.has(indi.xref)) {
      warnings.push(
        gedcomWarning(indi.line, 'import.definedTwice', {
          xref: `@${indi.xref}@`,
          line: indi.line,
        }),
      );
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
        research.sources.push(sourceOf(record, inline));
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
        warnings.push(gedcomWarning(line, 'import.noteWithoutRecord', { xref: `@${xref}@`, line }));
    const families = linkFamilies(
      fams.map((f) => () => parseRecord(f.source, f.line)),
      people,
      indexOf,
      counts,
      unknown,
      warnings,
      { famcs, records },
      inline,
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
      warnings.push(
        count === 1
          ? gedcomWarning(line, 'import.unknownTagOnce', { tag, line })
          : gedcomWarning(line, 'import.unknownTagTimes', { tag, count, line }),
      );
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
