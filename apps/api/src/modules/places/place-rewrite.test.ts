import { describe, expect, it } from 'vitest';
import type { PlaceRowRecord } from '../data/place-texts.repository.js';
import { mergedRows } from './place-rewrite.js';

// A merge's gazetteer (decision 0044): the target keeps what it has, sub-places merge by name.
const row = (
  id: number,
  parent_id: number | null,
  name: string,
  more: Partial<PlaceRowRecord> = {},
) =>
  ({
    id,
    parent_id,
    name,
    type: null,
    latitude: null,
    longitude: null,
    note: null,
    alternative_names: [],
    ...more,
  }) as PlaceRowRecord;

describe('mergedRows', () => {
  it('keeps the target coordinates, joins names, moves or merges sub-places', () => {
    const rows = new Map(
      [
        row(1, null, 'Old', {
          latitude: 1,
          longitude: 2,
          type: 'town',
          alternative_names: [
            { name: 'Alt', language: null },
            { name: 'new', language: null },
          ],
        }),
        row(2, null, 'New', {
          latitude: 5,
          longitude: 6,
          alternative_names: [{ name: 'alt', language: 'en' }],
        }),
        row(3, 1, 'Pala'),
        row(4, 1, 'Only Old', { note: 'kept' }),
        row(5, 2, 'pala', { latitude: null }),
        row(6, 3, 'Deep'),
      ].map((r) => [r.id, r]),
    );
    const out = mergedRows(rows, 1, 2);
    expect(out.has(1)).toBe(false);
    expect(out.has(3)).toBe(false);
    expect(out.get(2)).toMatchObject({
      latitude: 5,
      longitude: 6,
      type: 'town',
      alternative_names: [{ name: 'alt', language: 'en' }],
    });
    expect(out.get(4)).toMatchObject({ parent_id: 2, note: 'kept' });
    expect(out.get(6)).toMatchObject({ parent_id: 5 });
  });

  it('takes the source coordinates when the target has none', () => {
    const rows = new Map(
      [row(1, null, 'A', { latitude: 1, longitude: 2 }), row(2, null, 'B')].map((r) => [r.id, r]),
    );
    expect(mergedRows(rows, 1, 2).get(2)).toMatchObject({ latitude: 1, longitude: 2 });
  });
});
