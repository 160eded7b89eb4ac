import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import {
  findPlaceRow,
  hasChildPlaces,
  placeNamesOf,
  replacePlaceNames,
  updatePlaceDetails,
  type PlaceNameToStore,
  type PlaceToStore,
} from '../data/places.repository.js';
import type { ChangeReverter } from '../history/change-reverters.js';
import { fieldReverter } from '../history/field-reverter.js';
import { storedChanges } from '../history/history.view.js';
import { lockForEdit, recorderFor, type Fields } from '../history/history.writer.js';
import { rowReverter, type RowKind } from '../history/row-reverter.js';
import { serverText } from '../../infra/user-text.js';

/**
 * How places enter the history and leave it again (decision 0038): a record holds the row's
 * fields and its alternative names; a deletion keeps the row and its names in "_row".
 */

export interface PlaceToRecord extends PlaceToStore {
  alternative_names: PlaceNameToStore[];
}

const placeFields = [
  'name',
  'parent_id',
  'type',
  'latitude',
  'longitude',
  'note',
  'alternative_names',
] as const;

export const recordPlaceChange = recorderFor<PlaceToRecord>({
  entityType: 'place',
  section: 'place',
  fields: (row) => ({
    name: row.name,
    parent_id: row.parent_id,
    type: row.type,
    latitude: row.latitude,
    longitude: row.longitude,
    note: row.note,
    alternative_names: row.alternative_names.map((n) => ({ name: n.name, language: n.language })),
  }),
});

export const placeKind: Pick<RowKind, 'table' | 'children'> = {
  table: 'places',
  children: { table: 'place_names', column: 'place_id' },
};

/** The place as its records hold it, or null when it is gone. */
export async function placeAsRecorded(
  trx: Db,
  familyId: number,
  id: number,
): Promise<PlaceToRecord | null> {
  const row = await findPlaceRow(trx, familyId, id);
  if (!row) return null;
  const names = await placeNamesOf(trx, familyId, id);
  return {
    name: row.name,
    parent_id: row.parent_id,
    type: row.type,
    latitude: row.latitude,
    longitude: row.longitude,
    note: row.note,
    alternative_names: names.map((n) => ({ name: n.name, language: n.language })),
  };
}

async function writeBack(trx: Db, familyId: number, id: number, fields: Fields) {
  const current = (await placeAsRecorded(trx, familyId, id))!;
  const next = { ...current } as Record<string, unknown>;
  for (const [field, value] of Object.entries(fields)) if (field in next) next[field] = value;
  const place = next as unknown as PlaceToRecord;
  await updatePlaceDetails(
    trx,
    familyId,
    id,
    { type: place.type, latitude: place.latitude, longitude: place.longitude, note: place.note },
    nowIso(),
  );
  if ('alternative_names' in fields)
    await replacePlaceNames(trx, familyId, id, place.alternative_names ?? []);
}

async function assertParentThere(trx: Db, familyId: number, parentId: unknown) {
  if (typeof parentId === 'number' && !(await findPlaceRow(trx, familyId, parentId)))
    throw conflict(serverText('history.placeParentGone'));
}

const rows = rowReverter({
  ...placeKind,
  section: 'place',
  fields: placeFields,
  identity: 'name',
  check: (trx, familyId, _id, fields) => assertParentThere(trx, familyId, fields.parent_id),
  write: writeBack,
});

/** An edit's revert reads and writes the alternative names with the row (row-reverter reads the row only). */
const edits = fieldReverter({
  fields: (section) => (section === 'place' ? new Set(placeFields) : undefined),
  lock: (trx, id) => lockForEdit(trx, 'places', id),
  read: async (trx, familyId, id) =>
    (await placeAsRecorded(trx, familyId, id)) as unknown as Fields | null,
  write: writeBack,
});

export const placeReverter: ChangeReverter = {
  revertible: (change) => rows.revertible(change),
  async revert(trx, familyId, change) {
    const name = storedChanges(change).name;
    const addedOrDeleted = !!name && (name.before === null) !== (name.after === null);
    // Taking an addition back would take the places added within it since (a cascade).
    if (name?.before === null && (await hasChildPlaces(trx, familyId, change.entity_id!)))
      throw conflict(serverText('history.placeHasChildren'));
    return (addedOrDeleted ? rows : edits).revert(trx, familyId, change);
  },
};
