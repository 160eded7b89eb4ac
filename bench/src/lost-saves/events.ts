import {
  createFamilyEventContract,
  eventsPageContract,
  pathOf,
  updateFamilyEventContract,
} from '@familytree/shared';
import type { BenchApi, LostSavesKind } from './harness.js';

/** The event as the events page lists it (a day far ahead, so it is always listed). */
const listed = async (api: BenchApi, eventId: number) =>
  (
    (await api.call('GET', pathOf(eventsPageContract, { familyId: api.familyId }))).json()
      .familyEvents as { eventId: number; title: string; version: number }[]
  ).find((e) => e.eventId === eventId)!;

/**
 * A family event (issue 28 item 3): edits send the version the events page listed as If-Match.
 * NO_IF_MATCH=1 sends none, as a client that knows no versions (the "before" figure).
 */
export const eventKind: LostSavesKind<number> = {
  name: 'family event',
  async setUp(api) {
    const created = await api.call(
      'POST',
      pathOf(createFamilyEventContract, { familyId: api.familyId }),
      { title: 'Reunion', date: '2099-07-10' },
    );
    return created.json().eventId as number;
  },
  async readVersion(api, eventId) {
    return (await listed(api, eventId)).version ?? 0;
  },
  save: (api, eventId, version, label) =>
    api.call(
      'PUT',
      pathOf(updateFamilyEventContract, { familyId: api.familyId, eventId }),
      { title: label, date: '2099-07-10', place: 'Lakeside Park' },
      process.env.NO_IF_MATCH ? {} : { 'if-match': `"${version}"` },
    ),
  async storedLabel(api, eventId) {
    return (await listed(api, eventId)).title;
  },
};
