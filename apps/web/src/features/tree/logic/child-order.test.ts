import type { MemberDetail } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { childOrderRange, clampChildOrder, parseChildOrder } from './child-order';

const relative = (personId: number) => ({
  personId,
  firstName: 'A',
  lastName: 'B',
  canDelete: false,
});
const detail = (patch: Partial<MemberDetail> = {}): MemberDetail => ({
  personId: 1,
  familyId: 1,
  firstName: 'Joseph',
  middleName: null,
  lastName: 'Mathew',
  gender: 'M',
  father: relative(9),
  mother: null,
  spouses: [],
  children: [relative(2), relative(3)],
  siblingsCount: 4,
  childOrder: 2,
  ...patch,
});

describe('childOrderRange', () => {
  it('lets a new child go anywhere from first to last, last by default', () => {
    expect(childOrderRange('CHILD', detail())).toEqual({ min: 1, max: 3, defaultValue: 3 });
    expect(childOrderRange('CHILD', detail({ children: [] }))).toEqual({
      min: 1,
      max: 1,
      defaultValue: 1,
    });
  });

  it('orders a member among their siblings when they edit themselves', () => {
    expect(childOrderRange('SELF', detail())).toEqual({ min: 1, max: 4, defaultValue: 2 });
  });

  it('starts a self edit without a stored order at the end, and clamps a stale one', () => {
    expect(childOrderRange('SELF', detail({ childOrder: null }))?.defaultValue).toBe(4);
    expect(childOrderRange('SELF', detail({ childOrder: 9 }))?.defaultValue).toBe(4);
  });

  it('has no order for a member without parents or for the other forms', () => {
    expect(childOrderRange('SELF', detail({ father: null, mother: null }))).toBeNull();
    expect(childOrderRange('SELF', detail({ father: null, mother: relative(8) }))).not.toBeNull();
    expect(childOrderRange('FATHER', detail())).toBeNull();
    expect(childOrderRange('MOTHER', detail())).toBeNull();
    expect(childOrderRange('SPOUSE', detail())).toBeNull();
  });

  it('never offers less than order 1', () => {
    expect(childOrderRange('SELF', detail({ siblingsCount: 0 }))?.max).toBe(1);
  });
});

describe('parseChildOrder and clampChildOrder', () => {
  const range = { min: 1, max: 3, defaultValue: 3 } as const;

  it('accepts whole numbers within the range', () => {
    expect(parseChildOrder('1', range)).toEqual({ value: 1 });
    expect(parseChildOrder(' 3 ', range)).toEqual({ value: 3 });
  });

  it('refuses empty, fractional and out-of-range values with the limits in the message', () => {
    for (const text of ['', '0', '4', '1.5', 'x', '-1']) {
      expect(parseChildOrder(text, range)).toEqual({
        error: 'Child order must be between 1 and 3',
      });
    }
  });

  it('clamps into the range', () => {
    expect(clampChildOrder(0, range)).toBe(1);
    expect(clampChildOrder(7, range)).toBe(3);
    expect(clampChildOrder(2, range)).toBe(2);
  });
});
