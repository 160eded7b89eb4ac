import type { Insertable } from 'kysely';
import { bidiControls, controlCharacters, messages } from '@familytree/shared';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';
import { searchNameOf } from '../data/person-name.js';
import { insertRows, reserveIds, reservePersonIds, unionIdsOf } from './gedcom.repository.js';
import type { ImportPlan, PersonDetail, PlanEvent } from './import-plan.js';
import { personDetail } from './person-mapping.js';
import { cutWarningOf } from './person-limits.js';
import { addProfileRows, emptyProfileRows } from './profile-rows.js';
import { englishWords, storedLocale, type ProfileWords } from './profile-words.js';
import { familyKey, xrefRewriter } from './xrefs.js';
import { lineError } from './warnings/job-error.js';
import {
  importedResearch,
  researchLinks,
  type ImportedResearch,
  researchNames,
  reserveResearchIds,
  writeResearchRecords,
  type CitationTarget,
  type IdSpan,
} from './research-writer.js';
import {
  linkAll,
  linkSourceMedia,
  mediaLinks,
  mediaNames,
  reserveMediaIds,
  writeMediaRecords,
} from './media-writer.js';
import { writePlaces } from './place-writer.js';

export interface ImportSummary {
  persons: number;
  unions: number;
  events: number;
  kept: number;
  repositories: number;
  sources: number;
  citations: number;
  notes: number;
  media: number;
  places: number;
  founderId: number | null;
}

/** What the import's record of the change keeps for its revert (not the job's summary). */
export interface WrittenPlan extends ImportSummary {
  research: ImportedResearch & { media: IdSpan | null; places: IdSpan | null };
  /** The id each of the plan's persons got, in its order (an import into an existing tree). */
  ids: number[];
}

/** A line of the file the product cannot take: the import stops and names it. */
export class ImportLineError extends Error {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(lineError(line, problem));
  }
}

/** The rules every saved name follows (shared/input.ts) hold for imported names too. */
function checkNames(p: ImportPlan['persons'][number]): void {
  for (const name of [p.firstName, p.middleName, p.lastName, p.nickName]) {
    if (!name) continue;
    if (bidiControls.test(name))
      throw new ImportLineError(p.line, messages.input.directionControls);
    if (controlCharacters.test(name))
      throw new ImportLineError(p.line, messages.input.controlCharacters);
  }
}

/** Persons are written in batches of this many, reporting progress after each. */
const batch = 2000;

/**
 * The longest the write runs without letting the event loop turn. better-sqlite3 answers at
 * once, so a batch of 2,000 persons was one block of about 300 ms on a loaded machine, and a
 * request of another family needs a turn or two to be read and answered: their p99 was 4.3 s
 * during a 100,000-person import (issue 28). The turn costs microseconds when nobody waits.
 */
const sliceMs = 20;

/** Answers a promise that lets the event loop turn when the current slice is used up. */
function slicer() {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}

const eventRow = (
  familyId: number,
  personId: number | null,
  spouseId: number | null,
  ofFamily: boolean,
  position: number,
  e: PlanEvent,
  rewrite: (text: string) => string,
  locale: string | null,
): Insertable<Database['gedcom_events']> => ({
  family_id: familyId,
  person_id: personId,
  spouse_id: spouseId,
  position,
  of_family: ofFamily ? 1 : 0,
  tag: e.tag,
  value: e.value,
  event_type: e.type,
  date_phrase: e.date?.phrase ?? null,
  date_sort: e.date?.sort ?? null,
  place: e.place,
  extra: e.extra === null ? null : rewrite(e.extra),
  locale,
});

const cited = (e: PlanEvent) => (e.citations?.length ?? 0) > 0 || (e.notes?.length ?? 0) > 0;

type Research = ReturnType<typeof researchLinks>;

/**
 * An event's citations, note and media links; one whose record is not in the file stays in its
 * lines.
 */
function citeEvent(
  research: Research,
  media: ReturnType<typeof mediaLinks>,
  e: PlanEvent,
  row: Insertable<Database['gedcom_events']>,
  rewrite: (text: string) => string,
  target: CitationTarget,
) {
  for (const line of linkAll(media, e.media, { event: row }, 2)) {
    const text = rewrite(line);
    row.extra = row.extra ? `${row.extra}\n${text}` : text;
  }
  for (const c of e.citations ?? [])
    if (!research.cite(c, target)) {
      const text = rewrite(c.text);
      row.extra = row.extra ? `${row.extra}\n${text}` : text;
    }
  // Its notes: a note pointer naming no record of the file stays a line of the event.
  for (const xref of e.notes ?? [])
    if (!research.link(xref, target)) {
      const text = `2 NOTE @${xref}@`;
      row.extra = row.extra ? `${row.extra}\n${text}` : text;
    }
}

/** The person's own citations and note links; kept as lines when the file lacks the record. */
function citePerson(research: Research, id: number, detail: PersonDetail) {
  for (const { fact, citation } of detail.citations)
    if (!research.cite(citation, { person: id, union: null, fact, event: null }) && fact !== 'sex')
      detail.kept.push({ context: fact === 'name' ? 'NAME' : 'INDI', lines: citation.text });
  for (const xref of detail.nameNotes)
    if (!research.link(xref, { person: id, union: null, fact: 'name', event: null }))
      detail.kept.push({ context: 'NAME', lines: `2 NOTE @${xref}@` });
  for (const xref of detail.notes)
    if (!research.link(xref, { person: id, union: null, fact: null, event: null }))
      detail.kept.push({ context: 'INDI', lines: `1 NOTE @${xref}@` });
}

/**
 * Writes a whole plan into a family (empty, or with persons the import then merges some of the
 * file's into: import-merges.ts). Runs inside the caller's transaction: a failure
 * anywhere leaves the family as it was. Persons come parents-first, so each row's father and
 * mother already exist when it is inserted.
 */
export async function writePlan(
  db: Db,
  familyId: number,
  plan: ImportPlan,
  onProgress: (processed: number) => void | Promise<void>,
  /** A GEDZIP's files, stored already, by the reference the file names them by. */
  storedFiles: Parameters<typeof writeMediaRecords>[6] = new Map(),
  /** The profile entries' event names and dates: the language that started the import. */
  words: ProfileWords = englishWords,
): Promise<WrittenPlan> {
  // Each event keeps the language its entry was written in: the export rebuilds the entry.
  const locale = storedLocale(words);
  const ids = await reservePersonIds(db, plan.persons.length);
  const researchIds = await reserveResearchIds(db, plan.research);
  const mediaIds = await reserveMediaIds(db, plan.media);
  // Kept lines point to persons, families and research records by the export's identifiers.
  const names = researchNames(researchIds);
  for (const [xref, name] of mediaNames(mediaIds)) names.set(xref, name);
  const rewrite = xrefRewriter(plan, ids, names);
  const now = nowIso();
  const pause = slicer();
  const media = mediaLinks(familyId, mediaIds);
  // Before the sources' kept lines are written: a pointer to no record of the file is one.
  linkSourceMedia(media, plan.research.sources, researchIds.sources);
  // Sources first: the persons' citations name them (issue 30).
  await writeResearchRecords(db, familyId, plan.research, researchIds, rewrite, now);
  const research = researchLinks(familyId, researchIds, rewrite, now, media);
  const mediaSpan = await writeMediaRecords(
    db,
    familyId,
    plan.media,
    mediaIds,
    rewrite,
    now,
    storedFiles,
  );
  const placeSpan = await writePlaces(db, familyId, plan.places, now);
  let events: Insertable<Database['gedcom_events']>[] = [];
  let kept: Insertable<Database['gedcom_kept']>[] = [];
  let counted = { events: 0, kept: 0 };
  // Each batch's rows are written and dropped before the next is built: memory stays that of
  // one batch, not of the whole file's events.
  const flush = async () => {
    counted = { events: counted.events + events.length, kept: counted.kept + kept.length };
    // Events get their ids first: citations of an event name its row.
    const eventIds = await reserveIds(db, 'gedcom_events', events.length);
    events.forEach((e, i) => (e.id = eventIds[i]));
    await insertRows(db, 'gedcom_events', events);
    await pause();
    await insertRows(db, 'gedcom_kept', kept);
    await research.flush(db);
    await media.flush(db);
    await pause();
    events = [];
    kept = [];
  };
  for (let from = 0; from < plan.persons.length; from += batch) {
    const rows: Insertable<Database['persons']>[] = [];
    const profile = emptyProfileRows();
    for (let i = from; i < Math.min(from + batch, plan.persons.length); i++) {
      const p = plan.persons[i]!;
      checkNames(p);
      const id = ids[i]!;
      rows.push({
        id,
        family_id: familyId,
        first_name: p.firstName,
        middle_name: p.middleName,
        last_name: p.lastName,
        nick_name: p.nickName,
        gender: p.gender,
        place_of_birth: p.placeOfBirth,
        date_of_birth: p.dateOfBirth,
        date_of_death: p.dateOfDeath,
        living: p.living ? 1 : 0,
        father_id: p.father === null ? null : ids[p.father]!,
        mother_id: p.mother === null ? null : ids[p.mother]!,
        child_order: p.childOrder,
        about: p.about,
        search_name: searchNameOf({
          first_name: p.firstName,
          middle_name: p.middleName,
          last_name: p.lastName,
          nick_name: p.nickName,
        }),
        created_at: now,
        updated_at: now,
      } as Insertable<Database['persons']>);
      const detail = personDetail(p);
      citePerson(research, id, detail);
      for (const lines of linkAll(media, detail.media, { person: id }, 1))
        detail.kept.push({ context: 'INDI', lines });
      const facts = new Set<string>();
      detail.events.forEach((e, position) => {
        const row = eventRow(familyId, id, null, false, position, e, rewrite, locale);
        // The first birth and death are the person's facts; other events are cited as rows.
        const fact = (e.tag === 'BIRT' ? 'birth' : e.tag === 'DEAT' ? 'death' : null) as
          'birth' | 'death' | null;
        const asFact = fact !== null && !facts.has(fact);
        if (asFact) facts.add(fact);
        citeEvent(research, media, e, row, rewrite, {
          person: id,
          union: null,
          fact: asFact ? fact : null,
          event: asFact ? null : row,
        });
        events.push(row);
      });
      detail.kept.forEach((k, position) =>
        kept.push({
          family_id: familyId,
          person_id: id,
          spouse_id: null,
          position,
          context: k.context,
          lines: rewrite(k.lines),
        }),
      );
      addProfileRows(
        profile,
        familyId,
        id,
        detail.events,
        (field, max) => plan.warnings.push(cutWarningOf(p, field, max)),
        words,
      );
      if (i % 100 === 99) await pause();
    }
    await insertRows(db, 'persons', rows);
    await pause();
    await flush();
    await insertRows(db, 'work_history', profile.work);
    await insertRows(db, 'academic_history', profile.academic);
    await insertRows(db, 'living_timeline', profile.timeline);
    await insertRows(db, 'addresses', profile.addresses);
    await insertRows(db, 'life_events', profile.lifeEvents);
    await pause();
    await onProgress(Math.min(from + batch, plan.persons.length));
  }
  await insertRows(
    db,
    'unions',
    plan.unions.map((u) => ({
      family_id: familyId,
      person_id: ids[u.person]!,
      spouse_id: ids[u.spouse]!,
      union_order: u.order,
      created_at: now,
    })),
  );
  await pause();
  const unionIds = plan.families.some(
    (f) => f.citations.length || f.media.length || f.events.some(cited),
  )
    ? await unionIdsOf(db, familyId)
    : new Map<string, number>();
  // A couple's second FAM (a remarriage) continues the first's events and lines.
  const written = new Map<string, { events: number; kept: number; later: number }>();
  for (const f of plan.families) {
    // A family with no known partner has nobody to keep its events and lines with.
    if (f.partner === null) continue;
    const partner = ids[f.partner]!;
    const spouse = f.spouse === null ? null : ids[f.spouse]!;
    const union = spouse === null ? null : (unionIds.get(familyKey(partner, spouse)) ?? null);
    const before = written.get(familyKey(partner, spouse)) ?? { events: 0, kept: 0, later: 0 };
    f.events.forEach((e, i) => {
      const position = before.events + i;
      const row = eventRow(familyId, partner, spouse, true, position, e, rewrite, locale);
      // Without a union (one partner known), the event is cited as the partner's.
      citeEvent(research, media, e, row, rewrite, {
        person: union === null ? partner : null,
        union,
        fact: null,
        event: row,
      });
      events.push(row);
    });
    for (const c of f.citations)
      if (union === null || !research.cite(c, { person: null, union, fact: null, event: null }))
        f.kept.push({ context: 'FAM', lines: c.text });
    // A family of one partner has no union to link its media to: they stay pointers.
    const unlinked =
      union === null
        ? f.media.map((xref) => `1 OBJE @${xref}@`)
        : linkAll(media, f.media, { union }, 1);
    for (const lines of unlinked) f.kept.push({ context: 'FAM', lines });
    f.kept.forEach((k, i) =>
      kept.push({
        family_id: familyId,
        person_id: partner,
        spouse_id: spouse,
        position: before.kept + i,
        context: k.context,
        lines: rewrite(k.lines),
      }),
    );
    let keptCount = before.kept + f.kept.length;
    let later = before.later;
    // A later FAM of the couple (a remarriage), or of one partner alone (royal92.ged's two
    // families of a man, mothers unknown): where its events begin, and its children, each of
    // whom also keeps which of the FAMs is theirs (export-families.ts).
    if (written.has(familyKey(partner, spouse))) {
      later++;
      const children = f.children.map((c) => ids[c]!);
      kept.push({
        family_id: familyId,
        person_id: partner,
        spouse_id: spouse,
        position: keptCount++,
        context: 'MARRIAGE',
        lines: [before.events, ...children].join(' '),
      });
      for (const child of children)
        kept.push({
          family_id: familyId,
          person_id: child,
          spouse_id: null,
          position: 0,
          context: 'CHILD_OF',
          lines: String(later),
        });
    }
    written.set(familyKey(partner, spouse), {
      events: before.events + f.events.length,
      kept: keptCount,
      later,
    });
    await pause();
  }
  plan.records.forEach((k, position) =>
    kept.push({
      family_id: familyId,
      person_id: null,
      spouse_id: null,
      position,
      context: k.context,
      lines: rewrite(k.lines),
    }),
  );
  await flush();
  return {
    persons: plan.persons.length,
    unions: plan.unions.length,
    events: counted.events,
    kept: counted.kept,
    repositories: researchIds.repositories.size,
    sources: researchIds.sources.size,
    citations: research.counted.citations,
    notes: researchIds.notes.size,
    media: new Set(mediaIds.values()).size,
    places: placeSpan ? placeSpan.to - placeSpan.from + 1 : 0,
    founderId: ids[0] ?? null,
    research: {
      ...importedResearch(researchIds, research.counted.citationIds),
      media: mediaSpan,
      places: placeSpan,
    },
    ids,
  };
}
