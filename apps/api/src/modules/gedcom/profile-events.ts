import { gedcomMonths, imageUrl, parseGedcomDate } from '@familytree/shared';
import type { GedcomEventsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { aboutToNote, gedcomLine } from './gedcom-text.js';
import type { PlanEvent } from './import-plan.js';
import {
  addProfileRows,
  emptyProfileRows,
  lifeEventTags,
  type ProfileRows,
} from './profile-rows.js';
import {
  englishOnly,
  englishWords,
  eventName,
  type ProfileWords,
  type WordsOfEvents,
} from './profile-words.js';
import type {
  AcademicRow,
  AddressRow,
  LifeEventRow,
  ProfileSections,
  TimelineRow,
  WorkRow,
} from './profile-sections.repository.js';
import type { GedcomVersion } from './export-writer.js';

/**
 * A person's events for the export, from two sources: the events an import kept (with their
 * sources, notes and original date phrases) and the profile sections shown and edited in the
 * product. An imported event is written as it came while its profile entry is unchanged; an
 * entry edited or typed into the product is written from the product; an imported event whose
 * entry was deleted is left out, because the family removed it. The entry is rebuilt with the
 * words of the language the import wrote it in (the event row's locale, issue 31), whatever the
 * language of the export's request or of the family.
 */

type EventRow = Selectable<GedcomEventsTable>;
type Section = 'work' | 'academic' | 'timeline' | 'lifeEvents';

const months = (r: {
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
}) => [r.start_month, r.start_year, r.end_month, r.end_year].join('/');

const keys = {
  work: (r: WorkRow) => [r.role, r.company, r.location ?? '', months(r)].join('|'),
  academic: (r: AcademicRow) => [r.course, r.college_university, months(r)].join('|'),
  timeline: (r: TimelineRow) => [r.country ?? '', r.state ?? '', months(r)].join('|'),
  lifeEvents: (r: LifeEventRow) =>
    [r.title, r.detail ?? '', r.start_day, r.end_day, months(r)].join('|'),
};

/** The imported event as the import read it, to rebuild the profile entry it made. */
function planEventOf(e: EventRow): PlanEvent {
  return {
    tag: e.tag,
    address: null,
    value: e.value,
    type: e.event_type,
    agency: e.extra ? (/^2 AGNC (.*)$/m.exec(e.extra)?.[1] ?? null) : null,
    date: e.date_phrase ? parseGedcomDate(e.date_phrase) : null,
    place: e.place,
    extra: e.extra,
  };
}

/** The key of the one profile entry an imported event made, and its section. */
function entryOf(e: EventRow, words: ProfileWords): { section: Section; key: string } | null {
  // Births and deaths are the person's own columns, never a profile entry (addProfileRows).
  if (e.tag === 'BIRT' || e.tag === 'DEAT') return null;
  const rows: ProfileRows = emptyProfileRows();
  addProfileRows(rows, 0, 0, [planEventOf(e)], undefined, words);
  if (rows.work[0]) return { section: 'work', key: keys.work(rows.work[0] as WorkRow) };
  if (rows.academic[0])
    return { section: 'academic', key: keys.academic(rows.academic[0] as AcademicRow) };
  if (rows.timeline[0])
    return { section: 'timeline', key: keys.timeline(rows.timeline[0] as TimelineRow) };
  if (rows.lifeEvents[0])
    return { section: 'lifeEvents', key: keys.lifeEvents(rows.lifeEvents[0] as LifeEventRow) };
  return null;
}

export interface PersonEvents {
  /** Imported events to write as they came, in their order. */
  kept: EventRow[];
  /** GEDCOM text of entries made or changed in the product. */
  fromProduct: string[];
  /** GEDCOM 7: the OBJE records of the events' photos, written after the person. */
  media: string[];
}

/** Takes the imported event that made the entry of this key, if one is still unmatched. */
function take(
  unmatched: Map<string, EventRow[]>,
  matched: Set<EventRow>,
  section: Section,
  key: string,
): EventRow | undefined {
  const event = unmatched.get(`${section}:${key}`)?.shift();
  if (event) matched.add(event);
  return event;
}

const noSections = (s: PersonSections) =>
  s.work.length +
    s.academic.length +
    s.timeline.length +
    s.lifeEvents.length +
    s.addresses.length ===
  0;

/**
 * `origin`: where the product serves images (`https://host`), for life-event photos. `wordsOf`:
 * the words each imported event's entry was written with (loaded for the page beforehand).
 */
export function personEvents(
  imported: EventRow[],
  sections: PersonSections,
  origin: string,
  version: GedcomVersion = '5.5.1',
  wordsOf: WordsOfEvents = englishOnly,
): PersonEvents {
  const unmatched = new Map<string, EventRow[]>();
  const kept: EventRow[] = [];
  const entryEvents = new Set<EventRow>();
  for (const e of imported) {
    const entry = entryOf(e, wordsOf(e));
    if (!entry) {
      kept.push(e);
      continue;
    }
    const k = `${entry.section}:${entry.key}`;
    const list = unmatched.get(k);
    if (list) list.push(e);
    else unmatched.set(k, [e]);
    entryEvents.add(e);
  }
  // Most persons of a large family: events without profile entries, and no entries typed in.
  if (entryEvents.size === 0 && noSections(sections)) return { kept, fromProduct: [], media: [] };
  const matched = new Set<EventRow>();
  const fromProduct: string[] = [];
  /** Photos added in the product to entries an import made: written under the kept event. */
  const photos = new Map<EventRow, string>();
  const media: string[] = [];
  for (const r of sections.work)
    if (!take(unmatched, matched, 'work', keys.work(r))) fromProduct.push(workText(r));
  for (const r of sections.academic)
    if (!take(unmatched, matched, 'academic', keys.academic(r))) fromProduct.push(academicText(r));
  for (const r of sections.timeline)
    if (!take(unmatched, matched, 'timeline', keys.timeline(r))) fromProduct.push(timelineText(r));
  const tagOf = titleTags(imported, wordsOf);
  for (const r of sections.lifeEvents) {
    const event = take(unmatched, matched, 'lifeEvents', keys.lifeEvents(r));
    const photo = photoText(r, origin, version, media);
    if (!event) fromProduct.push(lines(lifeEventText(r, tagOf), photo));
    else if (photo) photos.set(event, photo);
  }
  const keptAll = imported
    .filter((e) => !entryEvents.has(e) || matched.has(e))
    .map((e) => {
      const photo = photos.get(e);
      return photo ? { ...e, extra: lines(e.extra, photo) } : e;
    });
  // An address typed into the product: a RESI with its ADDR, unless a kept event carries one.
  if (!keptAll.some((e) => e.tag === 'RESI' && /^2 ADDR/m.test(e.extra ?? '')))
    for (const a of sections.addresses) fromProduct.push(addressText(a));
  return { kept: keptAll, fromProduct, media };
}

export interface PersonSections {
  work: WorkRow[];
  academic: AcademicRow[];
  timeline: TimelineRow[];
  lifeEvents: LifeEventRow[];
  addresses: AddressRow[];
}

/** The page's sections grouped by person. */
export function sectionsByPerson(sections: ProfileSections): Map<number, PersonSections> {
  const map = new Map<number, PersonSections>();
  const of = (id: number) => {
    let s = map.get(id);
    if (!s) {
      s = { work: [], academic: [], timeline: [], lifeEvents: [], addresses: [] };
      map.set(id, s);
    }
    return s;
  };
  for (const r of sections.work) of(r.person_id).work.push(r);
  for (const r of sections.academic) of(r.person_id).academic.push(r);
  for (const r of sections.timeline) of(r.person_id).timeline.push(r);
  for (const r of sections.lifeEvents) of(r.person_id).lifeEvents.push(r);
  for (const r of sections.addresses) of(r.person_id).addresses.push(r);
  return map;
}

const simpleDate = (day: number | null, month: number | null, year: number | null) =>
  year === null
    ? null
    : [month ? day : null, month ? gedcomMonths[month - 1] : null, year]
        .filter((part) => part !== null)
        .join(' ');

/** A period (work, study, residence): FROM and TO; a life event on one day is a plain date. */
function dateLine(
  r: {
    start_month: number | null;
    start_year: number | null;
    end_month: number | null;
    end_year: number | null;
  },
  days: { start: number | null; end: number | null } | null,
): string | null {
  const start = simpleDate(days?.start ?? null, r.start_month, r.start_year);
  const end = simpleDate(days?.end ?? null, r.end_month, r.end_year);
  let value: string | null = null;
  if (start && end) value = `FROM ${start} TO ${end}`;
  else if (start) value = days ? start : `FROM ${start}`;
  else if (end) value = `TO ${end}`;
  return value ? gedcomLine(2, 'DATE', value) : null;
}

const lines = (...parts: Array<string | null | false>) =>
  parts.filter((p): p is string => typeof p === 'string').join('\n');

const workText = (r: WorkRow) =>
  lines(
    gedcomLine(1, 'OCCU', r.role),
    dateLine(r, null),
    r.location ? gedcomLine(2, 'PLAC', r.location) : null,
    r.company ? gedcomLine(2, 'AGNC', r.company) : null,
  );

const academicText = (r: AcademicRow) =>
  lines(
    gedcomLine(1, 'EDUC', r.course),
    dateLine(r, null),
    r.college_university ? gedcomLine(2, 'AGNC', r.college_university) : null,
  );

const timelineText = (r: TimelineRow) => {
  const place = [r.state, r.country].filter(Boolean).join(', ');
  return lines('1 RESI', dateLine(r, null), place ? gedcomLine(2, 'PLAC', place) : null);
};

/** A language's titles of standard events ("Baptism", "Taufe") to their tags, made once each. */
const titleMaps = new Map<ProfileWords, ReadonlyMap<string, string>>();

function tagsOfTitles(words: ProfileWords): ReadonlyMap<string, string> {
  let map = titleMaps.get(words);
  if (!map) {
    const titles = new Map<string, string>();
    for (const tag of lifeEventTags) {
      const title = eventName(words, tag);
      if (title !== undefined && !titles.has(title)) titles.set(title, tag);
    }
    map = titles;
    titleMaps.set(words, map);
  }
  return map;
}

/**
 * Titles the import gives standard events go back to their tags: English ones ("Baptism"), and
 * those of the languages the person's events were imported in ("Taufe" of a German import).
 */
function titleTags(
  imported: EventRow[],
  wordsOf: WordsOfEvents,
): (title: string) => string | undefined {
  const languages = [englishWords];
  for (const e of imported) {
    const words = wordsOf(e);
    if (!languages.includes(words)) languages.push(words);
  }
  return (title) => {
    for (const words of languages) {
      const tag = tagsOfTitles(words).get(title);
      if (tag) return tag;
    }
    return undefined;
  };
}

function lifeEventText(r: LifeEventRow, tagOf: (title: string) => string | undefined): string {
  const date = dateLine(r, { start: r.start_day, end: r.end_day });
  const note = r.detail ? aboutToNote(r.detail) : '';
  const detail = note ? gedcomLine(2, 'NOTE', note) : null;
  const colon = r.title.indexOf(': ');
  const head = colon > 0 ? r.title.slice(0, colon) : r.title;
  const tag = tagOf(head);
  if (tag && tag !== 'EVEN')
    return lines(gedcomLine(1, tag, colon > 0 ? r.title.slice(colon + 2) : ''), date, detail);
  return lines('1 EVEN', gedcomLine(2, 'TYPE', r.title), date, detail);
}

/** GEDCOM 7 names a file's format by its media type. */
const mediaTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * A life event's photo: the image's URL, its format from the stored name, and its description
 * (or the event's title) as TITL. GEDCOM 5.5.1 embeds the OBJE under the event; GEDCOM 7 allows
 * only a pointer there, to an OBJE record (added to `media`, named by the life event's id).
 */
function photoText(
  r: LifeEventRow,
  origin: string,
  version: GedcomVersion,
  media: string[],
): string | null {
  if (!r.photo) return null;
  const form = /\.([a-z0-9]+)$/i.exec(r.photo)?.[1]?.toLowerCase() ?? 'jpg';
  const url = `${origin}${imageUrl(r.photo)}`;
  const title = r.photo_description?.trim() || r.title;
  if (version === '7') {
    const xref = `M${r.id}`;
    media.push(
      lines(
        `0 @${xref}@ OBJE`,
        gedcomLine(1, 'FILE', url),
        gedcomLine(2, 'FORM', mediaTypes[form] ?? 'application/octet-stream'),
        gedcomLine(3, 'MEDI', 'PHOTO'),
        gedcomLine(2, 'TITL', title),
      ),
    );
    return `2 OBJE @${xref}@`;
  }
  return lines(
    '2 OBJE',
    gedcomLine(3, 'FILE', url),
    gedcomLine(4, 'FORM', form),
    gedcomLine(3, 'TITL', title),
  );
}

function addressText(a: AddressRow): string {
  // Only the parts, no ADDR value: Gramps ignores ADDR's value when the parts are there too.
  const [line1, ...more] = (a.street_address ?? '').split('\n');
  return lines(
    '1 RESI',
    gedcomLine(
      2,
      'TYPE',
      a.address_type === 'PERMANENT_ADDRESS' ? 'Permanent address' : 'Current address',
    ),
    '2 ADDR',
    line1 ? gedcomLine(3, 'ADR1', line1) : null,
    more.length ? gedcomLine(3, 'ADR2', more.join(', ')) : null,
    a.city ? gedcomLine(3, 'CITY', a.city) : null,
    a.state ? gedcomLine(3, 'STAE', a.state) : null,
    a.postal_code ? gedcomLine(3, 'POST', a.postal_code) : null,
    a.country ? gedcomLine(3, 'CTRY', a.country) : null,
  );
}
