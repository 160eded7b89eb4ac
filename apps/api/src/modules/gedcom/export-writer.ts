import { placeExport } from './export-places.js';
import { isoToGedcomDate } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import {
  childrenOfParents,
  eventsOfPersons,
  familyEventsOfPartners,
  keptOfPersons,
  keptHeadLines,
  keptRecordsPage,
  personKeys,
  personsByIds,
  personsPage,
  type PersonKey,
  unionsOfPersons,
  type ExportPersonRow,
} from './gedcom.repository.js';
import { gedcomLine, relevel } from './gedcom-text.js';
import { eventText, personText, type EventLines } from './export-records.js';
import { personEvents, sectionsByPerson } from './profile-events.js';
import { profileSectionsOf } from './profile-sections.repository.js';
import { wordsOfEvents } from './profile-words.js';
import { keptRecordNames, keptXrefRenamer, pointerCheck } from './export-pointers.js';
import { missingRecordPruner, type ExistingIds } from './export-missing-records.js';
import { existingRecordIds } from './research-export.repository.js';
import { guestFamilies, guestParentFamilies } from './export-guests.js';
import { familyKey, ownSubmitterXref, personXref } from './xrefs.js';
import { notLivingCutoff, provedNotLiving } from './living-evidence.js';
import { nowIso } from '../../infra/clock.js';
import { researchLinesOf, researchRecords } from './export-research.js';
import { withResearch } from './export-research-lines.js';
import {
  familyEventRows,
  laterChildren,
  marriagesOf,
  remarriageKey,
  type Family,
} from './export-families.js';
import { addMediaLines, mediaRecords, mediaUrlOn, type MediaFileName } from './export-media.js';

/**
 * Writes a family (or a branch) as GEDCOM, one page of persons at a time: each page's INDI
 * records, then the FAM records whose first member partner is on the page. GEDCOM puts no order
 * on records, so nothing of the whole family is held in memory but the ids of the spouses of
 * other families already written.
 */

export type GedcomVersion = '5.5.1' | '7';

export interface ExportSource {
  familyId: number;
  familyName: string;
  /** null: the whole family; otherwise the branch's person ids, ascending. */
  branchIds: number[] | null;
  version: GedcomVersion;
  /** Who exports (the SUBM record): a family admin, or a branch admin for their branch. */
  submitter: string;
  /** Where the product's images are served (`https://host`), for life-event photos. */
  origin: string;
  /** Persons per page, 1000 unless a test asks for pages of a few. */
  pageSize?: number;
  /** How OBJE records name a stored file (default: its URL on the site; a GEDZIP: its path). */
  mediaFileName?: MediaFileName;
}

const pageSize = 1000;

function header(source: ExportSource, kept: string[]): string {
  const lines = ['0 HEAD', '1 GEDC', `2 VERS ${source.version === '7' ? '7.0' : '5.5.1'}`];
  if (source.version !== '7') lines.push('2 FORM LINEAGE-LINKED', '1 CHAR UTF-8');
  // An imported SCHMA (the URIs of extension tags) is GEDCOM 7's: a 5.5.1 file has no place for it.
  else lines.push(...kept.filter((k) => k.startsWith('1 SCHMA')));
  lines.push(
    '1 SOUR FAMILYTREE',
    '2 NAME Family Tree',
    `1 DATE ${isoToGedcomDate(new Date().toISOString().slice(0, 10))}`,
  );
  lines.push(gedcomLine(1, 'NOTE', `Exported from the family site ${source.familyName}`));
  // GEDCOM 5.5.1 requires a submitter. The import drops this one (a new one is written on every
  // export, so a round trip does not grow one), and keeps every other SUBM record.
  lines.push(`1 SUBM @${ownSubmitterXref}@`);
  lines.push(`0 @${ownSubmitterXref}@ SUBM`, gedcomLine(1, 'NAME', source.submitter));
  return lines.join('\n') + '\n';
}

export async function* writeGedcom(db: Db, source: ExportSource): AsyncGenerator<string> {
  // The places' coordinates, FORM and names go under the PLAC lines (export-places.ts).
  const places = await placeExport(db, source.familyId, source.version);
  for await (const chunk of writeRecords(db, source)) yield places.decorate(chunk);
}

async function* writeRecords(db: Db, source: ExportSource): AsyncGenerator<string> {
  const { familyId, branchIds } = source;
  const size = source.pageSize ?? pageSize;
  yield header(source, await keptHeadLines(db, familyId));
  const inBranch = branchIds ? new Set(branchIds) : null;
  /** Persons of other families written as spouses or parents (each once). */
  const guestsWritten = new Set<number>();
  /** Families of guests with member children already written (guestParentFamilies). */
  const guestParentsWritten = new Set<string>();
  const recordNames = keptRecordNames(db, familyId);
  const existing: ExistingIds = (table, ids) => existingRecordIds(db, familyId, table, ids);
  /** The research records the written lines point to: a branch's export writes only those. */
  const written = {
    sources: new Set<number>(),
    notes: new Set<number>(),
    repositories: new Set<number>(),
    media: new Set<number>(),
  };
  let after = 0;
  let branchAt = 0;
  for (;;) {
    let page: ExportPersonRow[];
    if (branchIds) {
      page = await personsByIds(db, branchIds.slice(branchAt, branchAt + size));
      branchAt += size;
    } else page = await personsPage(db, familyId, after, size);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    const member = (p: { id: number; family_id: number }) =>
      inBranch ? inBranch.has(p.id) : p.family_id === familyId;
    const members = page.filter(member);
    const ids = members.map((p) => p.id);
    const onPage = new Set(ids);
    // A whole family's page is all its persons with ids in the page's span.
    const range = branchIds ? undefined : { from: page[0]!.id, to: page[page.length - 1]!.id };
    const [unions, children, events, keptRows, sections] = await Promise.all([
      unionsOfPersons(db, ids, range),
      childrenOfParents(db, ids, range),
      eventsOfPersons(db, familyId, ids, range),
      keptOfPersons(db, familyId, ids, range),
      profileSectionsOf(db, familyId, ids, range),
    ]);
    // Pointers to kept records named like the export's own xrefs follow their renamed records.
    const rename = await keptXrefRenamer(
      db,
      familyId,
      [...keptRows.map((k) => k.lines), ...events.map((e) => e.extra ?? '')],
      source.version,
      recordNames,
    );
    const prune = await missingRecordPruner(existing, [
      ...keptRows.map((k) => k.lines),
      ...events.map((e) => e.extra ?? ''),
    ]);
    for (const k of keptRows) k.lines = prune(rename(k.lines));
    for (const e of events) if (e.extra) e.extra = prune(rename(e.extra));
    const writable = await pointerCheck(
      db,
      keptRows.map((k) => k.lines),
      member,
    );
    const kept = keptRows.filter((k) => writable(k.lines));
    // Citations and note pointers go in place, under persons, facts, events and families.
    const research = await researchLinesOf(db, familyId, ids, unions, source.version);
    const linked = { personIds: ids, unions, eventIds: events.map((e) => e.id) };
    await addMediaLines(db, familyId, linked, research, written.media, source.version);
    withResearch(research, members, events, kept, familyId);
    for (const id of research.sources) written.sources.add(id);
    for (const id of research.notes) written.notes.add(id);
    for (const id of research.media) written.media.add(id);
    // Partners, co-parents and parents not on this page: members of other pages, or guests.
    const otherIds = new Set<number>();
    const note = (id: number | null) => {
      if (id !== null && !onPage.has(id)) otherIds.add(id);
    };
    for (const u of unions) [u.person_id, u.spouse_id].forEach(note);
    for (const c of children) [c.father_id, c.mother_id].forEach(note);
    for (const p of members) [p.father_id, p.mother_id].forEach(note);
    // Only who they are (family, gender) is needed of most: full rows are read for guests only.
    const others = await personKeys(db, [...otherIds]);
    const byId = new Map<number, PersonKey>([...members, ...others].map((p) => [p.id, p]));
    const isMember = (id: number | null) => {
      const p = id === null ? undefined : byId.get(id);
      return p !== undefined && member(p);
    };

    // The families touching this page, the man as HUSB when the genders say so.
    const families = new Map<string, Family>();
    // `parents`: a is the father and b the mother (from a child row); a union's pair is ordered
    // by the partners' genders.
    const familyOf = (a: number | null, b: number | null, parents: boolean): Family => {
      const key = familyKey(a, b);
      let f = families.get(key);
      if (!f) {
        f = { key, husband: a, wife: b, children: [] };
        families.set(key, f);
        const gender = (id: number | null) => byId.get(id ?? -1)?.gender;
        if (!parents && (gender(a) === 'F' || gender(b) === 'M')) [f.husband, f.wife] = [b, a];
      } else if (parents) [f.husband, f.wife] = [a, b];
      return f;
    };
    for (const u of unions) {
      const f = familyOf(u.person_id, u.spouse_id, false);
      if (u.marriage_date || u.marriage_place)
        f.marriage = { date: u.marriage_date, place: u.marriage_place };
    }
    for (const c of children) {
      // A child of another family (linked to one of ours) is not a person of this file.
      if (!member(c)) continue;
      const f = familyOf(c.father_id, c.mother_id, true);
      f.children.push(c.id);
    }
    // Members without a member parent (a branch's root and spouses) whose parents are all guests.
    const orphans = members.filter(
      (p) =>
        (p.father_id ?? p.mother_id) !== null && !isMember(p.father_id) && !isMember(p.mother_id),
    );
    const guestParents = new Map<number, string>();
    for (const g of await guestParentFamilies(db, orphans, member)) {
      for (const c of g.children) guestParents.set(c, g.key);
      if (guestParentsWritten.has(g.key)) continue;
      guestParentsWritten.add(g.key);
      const f = familyOf(g.father, g.mother, true);
      f.children = g.children;
      f.ofGuests = true;
    }
    // A family of one partner without children of the tree: its events and kept lines (a
    // marriage of an unknown spouse, a second family's child) still make it a family.
    for (const row of [...events.filter((e) => e.of_family), ...kept]) {
      const lone = row.spouse_id === null && row.person_id !== null && onPage.has(row.person_id);
      const ofFamily = ['FAM', 'CHIL', 'PARTNER'];
      if (lone && (!('context' in row) || ofFamily.includes(row.context)))
        familyOf(row.person_id, null, false);
    }
    const famsOf = new Map<number, string[]>();
    const addFams = (id: number | null, key: string) => {
      if (id === null) return;
      const list = famsOf.get(id);
      if (list) list.push(key);
      else famsOf.set(id, [key]);
    };
    // A family's events and kept lines, by the family's key (each looked up once).
    const pairKey = (row: { person_id: number | null; spouse_id: number | null }) =>
      familyKey(row.person_id, row.spouse_id);
    const familyEvents = groupByKey(
      events.filter((e) => e.of_family),
      pairKey,
    );
    // A couple who divorced and remarried: a FAM per FAM of the file (export-families.ts).
    const laterMarriages = groupByKey(
      kept.filter((k) => k.context === 'MARRIAGE'),
      pairKey,
    );
    const marriages = new Map<string, EventLines[][]>();
    for (const f of families.values()) {
      const rows = familyEventRows(f, familyEvents.get(f.key) ?? []);
      const each = marriagesOf(rows, laterMarriages.get(f.key) ?? []);
      marriages.set(f.key, each);
      each.forEach((_, i) => {
        addFams(f.husband, remarriageKey(f.key, i));
        addFams(f.wife, remarriageKey(f.key, i));
      });
    }

    const chunks: string[] = [];
    const eventsOf = groupBy(events, (e) => e.person_id);
    const keptOf = groupBy(kept, (k) => k.person_id);
    const sectionsOf = sectionsByPerson(sections);
    const cutoff = notLivingCutoff(nowIso().slice(0, 10));
    const deceasedByFacts = provedNotLiving(events, cutoff);
    // A family event is read with its lower partner's page: the other may be on another page.
    const unproved = members.filter((p) => !p.living && !deceasedByFacts.has(p.id));
    if (unproved.length)
      for (const id of provedNotLiving(
        await familyEventsOfPartners(
          db,
          familyId,
          unproved.map((p) => p.id),
        ),
        cutoff,
      ))
        deceasedByFacts.add(id);
    const noSections = { work: [], academic: [], timeline: [], lifeEvents: [], addresses: [] };
    // The languages the page's events were imported in: their entries are rebuilt in them.
    const wordsOf = await wordsOfEvents(events);
    for (const p of members) {
      // The parents' family is written by a member parent's page, or is one of guests; a branch's
      // root and spouses have none otherwise.
      let famc =
        isMember(p.father_id) || isMember(p.mother_id)
          ? familyKey(p.father_id, p.mother_id)
          : (guestParents.get(p.id) ?? null);
      // A child of its parents' later FAM (export-families.ts laterChildren).
      const childOf = keptOf.get(p.id)?.find((k) => k.context === 'CHILD_OF');
      if (famc && childOf) famc = remarriageKey(famc, Number(childOf.lines));
      const ofPerson = personEvents(
        (eventsOf.get(p.id) ?? []).filter((e) => !e.of_family),
        sectionsOf.get(p.id) ?? noSections,
        source.origin,
        source.version,
        wordsOf,
      );
      chunks.push(
        personText(
          p,
          ofPerson,
          keptOf.get(p.id) ?? [],
          famc,
          famsOf.get(p.id),
          source.version,
          deceasedByFacts.has(p.id),
        ),
        ...ofPerson.media,
      );
    }
    // Spouses and co-parents of other families: persons of the file, without their own relatives,
    // written once with every family of the file they are a partner of (on any page).
    const guests = others.filter((p) => !member(p) && !guestsWritten.has(p.id) && famsOf.has(p.id));
    const guestIds = guests.map((g) => g.id);
    const [guestRows, guestFams] = await Promise.all([
      personsByIds(db, guestIds),
      guestFamilies(db, guestIds, member),
    ]);
    for (const p of guestRows) {
      guestsWritten.add(p.id);
      const noEvents = { kept: [], fromProduct: [], media: [] };
      chunks.push(personText(p, noEvents, [], null, guestFams.get(p.id), source.version));
    }
    const familyKept = groupByKey(
      kept.filter((k) => k.context === 'FAM'),
      pairKey,
    );
    const partnerKept = groupByKey(
      kept.filter((k) => k.context === 'PARTNER'),
      pairKey,
    );
    // A child's CHIL line with its own lines (PEDI, _FREL…), by family and child.
    const childLines = new Map(
      kept
        .filter((k) => k.context === 'CHIL')
        .map((k) => [`${pairKey(k)} ${/^1 CHIL (@[^@]+@)/.exec(k.lines)?.[1]}`, k.lines]),
    );
    // A family is written with the page of its first member partner.
    for (const f of families.values()) {
      const partners = [f.husband, f.wife].filter((id): id is number => isMember(id));
      if (!f.ofGuests && !onPage.has(Math.min(...partners))) continue;
      const lines = [`0 @${f.key}@ FAM`];
      // A partner's line with its own lines (GEDCOM 7's PHRASE), as imported.
      const partnerLines = partnerKept.get(f.key) ?? [];
      const partnerLine = (tag: string, id: number) => {
        const pointer = `@${personXref(id)}@`;
        const own = partnerLines.find((k) => k.lines.split('\n', 1)[0]!.endsWith(` ${pointer}`));
        return own
          ? `1 ${tag} ${pointer}${own.lines.slice(own.lines.indexOf('\n'))}`
          : `1 ${tag} ${pointer}`;
      };
      if (f.husband !== null) lines.push(partnerLine('HUSB', f.husband));
      if (f.wife !== null) lines.push(partnerLine('WIFE', f.wife));
      const partnerPointers = lines.slice(1);
      const [first, ...later] = marriages.get(f.key)!;
      for (const e of first!) lines.push(eventText(e, null, source.version));
      for (const k of familyKept.get(f.key) ?? []) lines.push(k.lines);
      for (const line of research.ofFamily.get(f.key) ?? []) lines.push(line);
      const laterOf = laterChildren(laterMarriages.get(f.key) ?? []);
      const chilLines = (n: number) =>
        f.children
          .filter((c) => (laterOf.get(c) ?? 0) === n)
          .map((c) => {
            const chil = `@${personXref(c)}@`;
            return childLines.get(`${f.key} ${chil}`) ?? `1 CHIL ${chil}`;
          });
      lines.push(...chilLines(0));
      chunks.push(lines.join('\n'));
      later.forEach((events, i) =>
        chunks.push(
          [`0 @${remarriageKey(f.key, i + 1)}@ FAM`, ...partnerPointers]
            .concat(events.map((e) => eventText(e, null, source.version)))
            .concat(chilLines(i + 1))
            .join('\n'),
        ),
      );
    }
    const text = chunks.join('\n') + (chunks.length ? '\n' : '');
    // A branch's kept lines may point to sources and notes too (a CHIL's SOUR).
    if (branchIds) notePointers(text, written);
    yield text;
    if (branchIds && branchAt >= branchIds.length) break;
  }
  yield* researchRecords(db, familyId, source.version, branchIds ? written : null);
  const { version, mediaFileName = mediaUrlOn(source.origin) } = source;
  yield* mediaRecords(db, familyId, version, mediaFileName, branchIds ? written.media : null);
  // The records kept from imports: sources, repositories, notes, media, custom records.
  const inFile = (p: PersonKey) => (inBranch ? inBranch.has(p.id) : p.family_id === familyId);
  let keptAfter = 0;
  for (;;) {
    const records = await keptRecordsPage(db, familyId, keptAfter, pageSize);
    if (records.length === 0) break;
    keptAfter = records[records.length - 1]!.id;
    const rename = await keptXrefRenamer(
      db,
      familyId,
      records.map((r) => r.lines),
      source.version,
      recordNames,
    );
    const prune = await missingRecordPruner(
      existing,
      records.map((r) => r.lines),
    );
    for (const r of records) r.lines = prune(rename(r.lines));
    const writable = await pointerCheck(
      db,
      records.map((r) => r.lines),
      inFile,
    );
    const written = records.filter((r) => writable(r.lines));
    if (written.length) yield written.map((r) => relevel(r.lines, 0, 0)).join('\n') + '\n';
  }
  yield '0 TRLR\n';
}

/** The sources, repositories and notes a text points to by the export's names (xrefs.ts). */
function notePointers(
  text: string,
  to: { sources: Set<number>; notes: Set<number>; repositories: Set<number> },
) {
  for (const m of text.matchAll(/@([SNR])(\d+)@/g)) {
    const set = m[1] === 'S' ? to.sources : m[1] === 'N' ? to.notes : to.repositories;
    set.add(Number(m[2]));
  }
}

function groupBy<T>(rows: T[], key: (row: T) => number | null): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

function groupByKey<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
