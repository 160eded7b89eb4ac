import { nowIso } from '../../infra/clock.js';
import { conflict } from '../../infra/errors.js';
import {
  countNoteLinks,
  existingIds,
  findNote,
  noteOfLink,
  updateNoteText,
  type NoteLinkToStore,
} from '../data/research-notes.repository.js';
import { findPerson } from '../data/tree.repository.js';
import { recorderFor } from '../history/history.writer.js';
import { rowReverter, type RowKind } from '../history/row-reverter.js';
import type { Row } from '../history/row-snapshots.repository.js';
import type { Db } from '../../infra/database.js';
import { serverText } from '../../infra/user-text.js';

/**
 * How notes and their links enter the history and leave it again (issue 29's row kinds): a note's
 * records hold its text, a link's records what it links; a deletion keeps the row (a note its
 * links) in "_row".
 */

const noteFields = ['text'] as const;
const linkFields = ['note_id', 'person_id', 'union_id', 'event_id', 'fact'] as const;

/** A note as recorded: its text, and the person it is about (for their history). */
export interface NoteToRecord {
  text: string;
  person_id: number | null;
}

/** A note's record names a person it is about: it is in their history and their branch admin's. */
export const recordNoteChange = recorderFor<NoteToRecord>({
  entityType: 'note',
  section: 'note',
  fields: (row) => ({ text: row.text }),
  personOf: (row) => row.person_id,
});

/** A link's record names its person (a couple's: a partner, `recorded_person_id`). */
export const recordNoteLinkChange = recorderFor<
  NoteLinkToStore & { recorded_person_id?: number | null }
>({
  entityType: 'noteLink',
  section: 'noteLink',
  fields: (row) => ({
    note_id: row.note_id,
    person_id: row.person_id,
    union_id: row.union_id,
    event_id: row.event_id,
    fact: row.fact,
  }),
  personOf: (row) => row.recorded_person_id ?? row.person_id,
});

/** Of kept links, those whose person, couple and event are still there. */
async function linksStillValid(trx: Db, _familyId: number, rows: Row[]) {
  const ids = (column: string) =>
    rows.map((r) => r[column]).filter((id): id is number => typeof id === 'number');
  const persons = await existingIds(trx, 'persons', ids('person_id'));
  const unions = await existingIds(trx, 'unions', ids('union_id'));
  const events = await existingIds(trx, 'gedcom_events', ids('event_id'));
  const there = (set: Set<number>, id: unknown) => typeof id !== 'number' || set.has(id);
  return rows.filter(
    (r) => there(persons, r.person_id) && there(unions, r.union_id) && there(events, r.event_id),
  );
}

export const noteKind: Pick<RowKind, 'table' | 'children'> = {
  table: 'notes',
  // A note comes back with its links to the persons and couples still in the tree.
  children: {
    table: 'note_links',
    column: 'note_id',
    stillValid: linksStillValid,
    recorded: { entityType: 'noteLink', what: serverText('history.whatNoteLink') },
  },
};
export const noteLinkKind: Pick<RowKind, 'table' | 'children'> = { table: 'note_links' };

/** A note keeps at least one link (the API refuses to unlink the last one): so does a revert. */
async function assertNotOnlyLink(trx: Db, familyId: number, linkId: number) {
  const noteId = await noteOfLink(trx, familyId, linkId);
  if (noteId !== null && (await countNoteLinks(trx, familyId, noteId)) <= 1)
    throw conflict(serverText('history.onlyNoteLink'));
}

export const noteReverter = rowReverter({
  ...noteKind,
  section: 'note',
  fields: noteFields,
  identity: 'text',
  async write(trx, familyId, id, fields) {
    await updateNoteText(trx, familyId, id, String(fields.text), nowIso());
  },
});

export const noteLinkReverter = rowReverter({
  ...noteLinkKind,
  section: 'noteLink',
  fields: linkFields,
  identity: 'note_id',
  checkRemoval: assertNotOnlyLink,
  async check(trx, familyId, _id, fields) {
    // A link put back has lost its person when they were deleted since (row-reverter empties such
    // a person_id); a couple's, its couple: every link is of a person or a couple.
    const subjectGone =
      typeof fields.union_id === 'number'
        ? !(await existingIds(trx, 'unions', [fields.union_id])).has(fields.union_id)
        : typeof fields.person_id !== 'number' ||
          !(await findPerson(trx, familyId, fields.person_id));
    const gone =
      typeof fields.note_id !== 'number' ||
      !(await findNote(trx, familyId, fields.note_id)) ||
      subjectGone;
    if (gone) throw conflict(serverText('history.noteOrPersonGone'));
  },
  // Links are added and removed, never edited: nothing records an edit to write back.
  async write() {},
});
