import type { MemberDetail } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { memberPermissions, parentIdOf } from './member-permissions';

const relative = (personId: number, canDelete = false) => ({
  personId,
  firstName: 'A',
  lastName: 'B',
  canDelete,
});
const detail = (patch: Partial<MemberDetail> = {}): MemberDetail => ({
  personId: 1,
  familyId: 1,
  firstName: 'A',
  middleName: null,
  lastName: 'B',
  gender: 'M',
  father: null,
  mother: null,
  spouses: [],
  children: [],
  siblingsCount: 1,
  childOrder: null,
  ...patch,
});

describe('memberPermissions', () => {
  it('offers nothing to a visitor, and only the flagged removals without edit rights', () => {
    for (const [loggedIn, canEdit] of [
      [false, true],
      [true, false],
    ] as const) {
      const p = memberPermissions(detail(), loggedIn, canEdit);
      expect([p.addFather, p.addSpouse, p.addChild, p.edit, p.deleteSelf]).toEqual([
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(p.deleteChild(relative(2))).toBe(false);
      expect(p.deleteSpouse(relative(2))).toBe(false);
    }
    // The admin of another family removes what this family attached to their person.
    const visitor = memberPermissions(detail(), false, false);
    expect(visitor.deleteChild(relative(2, true))).toBe(false);
    const otherFamily = memberPermissions(detail(), true, false);
    expect(otherFamily.deleteChild(relative(2, true))).toBe(true);
    expect(otherFamily.deleteSpouse(relative(3, true))).toBe(true);
  });

  it('hides Add Father and Add Mother once they exist', () => {
    const p = memberPermissions(detail({ father: relative(5) }), true, true);
    expect(p.addFather).toBe(false);
    expect(p.addMother).toBe(true);
  });

  it('deletes the member only without children and spouses', () => {
    expect(memberPermissions(detail(), true, true).deleteSelf).toBe(true);
    expect(memberPermissions(detail({ spouses: [relative(3)] }), true, true).deleteSelf).toBe(
      false,
    );
    expect(memberPermissions(detail({ children: [relative(3)] }), true, true).deleteSelf).toBe(
      false,
    );
  });

  it('deletes a spouse and a child by their flags (the server answers the rules)', () => {
    const p = memberPermissions(
      detail({ spouses: [relative(3)], children: [relative(4, true), relative(6)] }),
      true,
      true,
    );
    expect(p.deleteSpouse(relative(3))).toBe(false);
    expect(p.deleteSpouse(relative(3, true))).toBe(true);
    expect(p.deleteChild(relative(4, true))).toBe(true);
    expect(p.deleteChild(relative(6))).toBe(false);
  });

  it('names the father, else the mother, else 0 as the parent', () => {
    expect(parentIdOf(detail({ father: relative(7), mother: relative(8) }))).toBe(7);
    expect(parentIdOf(detail({ mother: relative(8) }))).toBe(8);
    expect(parentIdOf(detail())).toBe(0);
  });
});
