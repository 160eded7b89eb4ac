import type { Db } from '../../infra/database.js';
import { newestOfSection, newestPerEntity } from '../history/history-versions.js';
import { assertCurrentVersion, lockForEdit, recorderFor } from '../history/history.writer.js';
import type { FamilyEventRow } from './events.repository.js';

/** An event as its history records hold it (not revertible: shown only). */
const recordedFields = ({ id: _id, ...fields }: FamilyEventRow) => fields;

/** One record of a family event's write, in the write's transaction; answers its id (or null). */
export const recordEventChange = recorderFor<FamilyEventRow>({
  entityType: 'familyEvent',
  section: 'event',
  fields: recordedFields,
});

/**
 * An event's version (docs/decisions/0023): the id of its newest change record, 0 when it has
 * none (an event from before history, or the demo's). Listed with each event and sent as the
 * ETag of an edit; an edit or a delete may send it back as If-Match.
 */
const eventRef = (eventId: number) => ({
  entityType: 'familyEvent',
  entityId: eventId,
  section: 'event',
});

export async function eventVersion(db: Db, eventId: number): Promise<number> {
  return (await newestOfSection(db, eventRef(eventId)))?.id ?? 0;
}

/** Every event's version of a family, in one statement (events never recorded are missing). */
export function eventVersions(db: Db, familyId: number): Promise<Map<number, number>> {
  return newestPerEntity(db, familyId, 'familyEvent', 'event');
}

/**
 * Holds the event's row until the transaction ends, so concurrent saves of one event run one
 * after the other. Locking is its own statement, before the version is read (decision 0029):
 * under READ COMMITTED the read that follows sees every save committed before the lock was granted.
 */
export function lockEvent(trx: Db, eventId: number) {
  return lockForEdit(trx, 'family_events', eventId);
}

/** A save based on an older version than the event's newest record: 409 naming who changed it. */
export async function assertEventVersion(trx: Db, eventId: number, version: number | undefined) {
  if (version !== undefined) await assertCurrentVersion(trx, eventRef(eventId), version);
}
