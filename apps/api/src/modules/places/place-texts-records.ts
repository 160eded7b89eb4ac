import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import {
  currentFactPlace,
  placeRowRecordsOf,
  writeFactPlace,
  writePlaceRowRecord,
  type FactPlace,
  type PlaceRowRecord,
} from '../data/place-texts.repository.js';
import { deletePlaceRow } from '../data/places.repository.js';
import type { ChangeReverter } from '../history/change-reverters.js';
import { storedChanges } from '../history/history.view.js';
import { assertNoLaterChangeAbout, recordChange, stableJson } from '../history/history.writer.js';
import { serverText } from '../../infra/user-text.js';

/**
 * A rename or merge of a place is one change (decision 0044): `facts` holds every rewritten fact's
 * stored place before and after, `places` the gazetteer rows it wrote, added or deleted. Its
 * revert writes the "before" side back when everything is still as the change left it.
 */
export const placeTextsSection = 'place-texts';

const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/** Rows of `from` and `to` that differ (by id), each side's version (absent: not there). */
export function touchedRows(from: PlaceRowRecord[], to: PlaceRowRecord[]) {
  const before = new Map(from.map((r) => [r.id, r]));
  const after = new Map(to.map((r) => [r.id, r]));
  const ids = [...new Set([...before.keys(), ...after.keys()])].filter(
    (id) => !same(before.get(id), after.get(id)),
  );
  return {
    before: ids.map((id) => before.get(id)).filter((r): r is PlaceRowRecord => !!r),
    after: ids.map((id) => after.get(id)).filter((r): r is PlaceRowRecord => !!r),
    ids,
  };
}

/** Writes the gazetteer from `from` to `to` (parents before children; gone rows deleted). */
export async function applyRows(
  trx: Db,
  familyId: number,
  from: PlaceRowRecord[],
  to: PlaceRowRecord[],
) {
  const { after, ids } = touchedRows(from, to);
  const written = new Set<number>();
  const toById = new Map(to.map((r) => [r.id, r]));
  const write = async (row: PlaceRowRecord) => {
    if (written.has(row.id)) return;
    written.add(row.id);
    const parent = row.parent_id === null ? undefined : toById.get(row.parent_id);
    if (parent && ids.includes(parent.id)) await write(parent);
    await writePlaceRowRecord(trx, familyId, row, nowIso());
  };
  for (const row of after) await write(row);
  for (const id of ids) if (!toById.has(id)) await deletePlaceRow(trx, familyId, id);
}

/** The persons whose facts a change rewrote: each one's History tab lists it. */
const personsOf = (facts: FactPlace[]) =>
  facts.flatMap((f) => [f.personId, f.spouseId ?? null].filter((p): p is number => p !== null));

export async function recordPlaceTexts(
  trx: Db,
  user: AuthUser,
  familyId: number,
  action: 'place.rename' | 'place.merge',
  facts: Array<{ before: FactPlace; after: FactPlace }>,
  rows: { before: PlaceRowRecord[]; after: PlaceRowRecord[] },
  names: { before: string; after: string },
) {
  await recordChange(trx, {
    familyId,
    user,
    action,
    entityType: 'place',
    entityId: null,
    personId: null,
    section: placeTextsSection,
    alsoAbout: personsOf(facts.map((f) => f.before)),
    before: { name: names.before, _facts: facts.map((f) => f.before), _places: rows.before },
    after: { name: names.after, _facts: facts.map((f) => f.after), _places: rows.after },
  });
}

async function assertFactsAsLeft(trx: Db, familyId: number, afterId: number, facts: FactPlace[]) {
  for (const fact of facts) {
    const now = await currentFactPlace(trx, familyId, fact);
    if (now && same(now, fact)) continue;
    if (fact.personId !== null)
      await assertNoLaterChangeAbout(
        trx,
        familyId,
        afterId,
        { from: fact.personId, to: fact.personId },
        serverText('history.whatFactPlace'),
      );
    throw conflict(serverText('history.placeTextChanged'));
  }
}

export const placeTextsReverter: ChangeReverter = {
  revertible: (change) => change.section === placeTextsSection,
  async revert(trx, familyId, change) {
    const stored = storedChanges(change);
    const side = (field: string, which: 'before' | 'after') =>
      (stored[field]?.[which] ?? []) as never[];
    const factsNow: FactPlace[] = side('_facts', 'after');
    const factsBack: FactPlace[] = side('_facts', 'before');
    const rowsNow: PlaceRowRecord[] = side('_places', 'after');
    const rowsBack: PlaceRowRecord[] = side('_places', 'before');
    await assertFactsAsLeft(trx, familyId, change.id, factsNow);
    const current = await placeRowRecordsOf(trx, familyId);
    const touched = new Set([...rowsNow, ...rowsBack].map((r) => r.id));
    const currentTouched = current.filter((r) => touched.has(r.id));
    if (!same(touchedRows(currentTouched, rowsNow).ids, []))
      throw conflict(serverText('history.placeEditedSince'));
    for (const fact of factsBack) await writeFactPlace(trx, familyId, fact);
    const untouched = current.filter((r) => !touched.has(r.id));
    await applyRows(trx, familyId, current, [...untouched, ...rowsBack]);
    const name = stored.name;
    return {
      before: { name: name?.after ?? null, _facts: factsNow, _places: rowsNow },
      after: { name: name?.before ?? null, _facts: factsBack, _places: rowsBack },
    };
  },
};
