import { describe, expect, it } from 'vitest';
import type { ChangeRow } from './history.repository.js';
import { stillInEffect } from './in-effect.js';

const record = (id: number, revertsId: number | null = null) =>
  ({ id, reverts_id: revertsId }) as ChangeRow;
const ids = (rows: ChangeRow[]) => rows.map((r) => r.id);

describe('stillInEffect', () => {
  it('a later change undone by its revert no longer blocks the older one', () => {
    expect(ids(stillInEffect([record(2), record(3, 2)], 1))).toEqual([]);
  });

  it('a revert that was reverted again puts the change back in effect', () => {
    expect(ids(stillInEffect([record(2), record(3, 2), record(4, 3)], 1))).toEqual([2]);
  });

  it('a revert of the change itself, or of an older one, counts as a later change', () => {
    expect(ids(stillInEffect([record(3, 1)], 1))).toEqual([3]);
    expect(ids(stillInEffect([record(3, 0)], 1))).toEqual([3]);
  });

  it('changes never reverted count', () => {
    expect(ids(stillInEffect([record(2), record(3)], 1))).toEqual([2, 3]);
  });
});
