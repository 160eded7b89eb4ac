import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import {
  existingIdsOf,
  findMedia,
  updateMediaDetails,
  type MediaLinkToStore,
} from '../data/media-records.repository.js';
import { recorderFor } from '../history/history.writer.js';
import type { Fields } from '../history/history.writer.js';
import { rowReverter, type RowKind } from '../history/row-reverter.js';
import type { Row } from '../history/row-snapshots.repository.js';
import { serverText } from '../../infra/user-text.js';

/**
 * How media records and their links enter the history and leave it again (issue 29's row kinds):
 * a record's entries hold its file name and words, a link's what it links; a deletion keeps the
 * row (a record its links) in "_row". The file itself stays in the store, so a deleted record
 * comes back with it.
 */

const mediaFields = ['file_name', 'title', 'date', 'description'] as const;
const linkFields = [
  'media_id',
  'person_id',
  'union_id',
  'source_id',
  'event_id',
  'citation_id',
] as const;

/** A media record as recorded, and the first person it shows (for their history). */
export interface MediaToRecord {
  file_name: string;
  title: string;
  date: string | null;
  description: string | null;
  person_id: number | null;
}

export const recordMediaChange = recorderFor<MediaToRecord>({
  entityType: 'media',
  section: 'media',
  fields: (row) => ({
    file_name: row.file_name,
    title: row.title,
    date: row.date,
    description: row.description,
  }),
  personOf: (row) => row.person_id,
});

/**
 * A link's record names its person; a citation's link, the citation's person (a couple's: a
 * partner, `recorded_person_id`), so it is in their history and their branch admin's.
 */
export const recordMediaLinkChange = recorderFor<
  MediaLinkToStore & { recorded_person_id?: number | null }
>({
  entityType: 'mediaLink',
  section: 'mediaLink',
  fields: (row) => ({
    media_id: row.media_id,
    person_id: row.person_id,
    union_id: row.union_id,
    source_id: row.source_id,
    event_id: row.event_id,
    citation_id: row.citation_id ?? null,
  }),
  personOf: (row) => row.recorded_person_id ?? row.person_id,
});

/** Of kept links, those whose person, couple, source, event and citation are still there. */
async function linksStillValid(trx: Db, _familyId: number, rows: Row[]) {
  const ids = (column: string) =>
    rows.map((r) => r[column]).filter((id): id is number => typeof id === 'number');
  const there = {
    person_id: await existingIdsOf(trx, 'persons', ids('person_id')),
    union_id: await existingIdsOf(trx, 'unions', ids('union_id')),
    source_id: await existingIdsOf(trx, 'sources', ids('source_id')),
    event_id: await existingIdsOf(trx, 'gedcom_events', ids('event_id')),
    citation_id: await existingIdsOf(trx, 'citations', ids('citation_id')),
  };
  return rows.filter((r) =>
    Object.entries(there).every(([column, set]) => {
      const id = r[column];
      return typeof id !== 'number' || set.has(id);
    }),
  );
}

export const mediaKind: Pick<RowKind, 'table' | 'children'> = {
  table: 'media',
  // A record comes back with its links to what is still in the family.
  children: { table: 'media_links', column: 'media_id', stillValid: linksStillValid },
};
export const mediaLinkKind: Pick<RowKind, 'table' | 'children'> = { table: 'media_links' };

export const mediaReverter = rowReverter({
  ...mediaKind,
  section: 'media',
  fields: mediaFields,
  identity: 'file_name',
  async write(trx, familyId, id, fields: Fields) {
    // An edit's record holds only the fields it changed: the others stay as they are.
    const current = (await findMedia(trx, familyId, id))!;
    const text = (field: 'title' | 'date' | 'description') =>
      (field in fields ? fields[field] : current[field]) as string | null;
    await updateMediaDetails(
      trx,
      familyId,
      id,
      {
        title: text('title') ?? current.title,
        date: text('date'),
        description: text('description'),
      },
      nowIso(),
    );
  },
});

export const mediaLinkReverter = rowReverter({
  ...mediaLinkKind,
  section: 'mediaLink',
  fields: linkFields,
  identity: 'media_id',
  async check(trx, familyId, _id, fields) {
    // A link put back must name its record and exactly one subject still there (row-reverter
    // empties a person_id of a person deleted since).
    const subjects = (
      ['person_id', 'union_id', 'source_id', 'event_id', 'citation_id'] as const
    ).filter((c) => typeof fields[c] === 'number');
    const gone =
      typeof fields.media_id !== 'number' ||
      !(await findMedia(trx, familyId, fields.media_id)) ||
      subjects.length !== 1 ||
      (await linksStillValid(trx, familyId, [fields])).length === 0;
    if (gone) throw conflict(serverText('history.mediaLinkGone'));
  },
  // Links are added and removed, never edited: nothing records an edit to write back.
  async write() {},
});
