import { nowIso } from '../../infra/clock.js';
import { rowReverter, type RowKind } from '../history/row-reverter.js';
import { findFamilyEvent, updateFamilyEvent } from './events.repository.js';

/** Family events as their records hold them (event-versions.ts): added, edited, deleted. */
export const familyEventKind: Pick<RowKind, 'table' | 'children'> = { table: 'family_events' };

export const familyEventReverter = rowReverter({
  ...familyEventKind,
  section: 'event',
  fields: ['title', 'event_date', 'place', 'description'],
  identity: 'title',
  async write(trx, familyId, id, fields) {
    const current = (await findFamilyEvent(trx, familyId, id))!;
    const { id: _id, ...values } = { ...current, ...fields } as typeof current;
    await updateFamilyEvent(trx, familyId, id, values, nowIso());
  },
});
