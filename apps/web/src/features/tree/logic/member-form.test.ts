import type { MemberDetail } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { childOrderRange } from './child-order';
import { initialFormValues, toSaveRequest, validateMemberForm } from './member-form';

const relative = (personId: number) => ({
  personId,
  firstName: 'A',
  lastName: 'B',
  canDelete: true,
});
const detail = (patch: Partial<MemberDetail> = {}): MemberDetail => ({
  personId: 1,
  familyId: 7,
  firstName: 'Mary',
  middleName: 'Ann',
  lastName: 'Joseph',
  gender: 'F',
  father: null,
  mother: null,
  spouses: [relative(4)],
  children: [relative(2)],
  siblingsCount: 1,
  childOrder: null,
  ...patch,
});

describe('initialFormValues', () => {
  it('pre-selects the opposite gender for a spouse', () => {
    expect(initialFormValues('SPOUSE', detail()).gender).toBe('M');
    expect(initialFormValues('SPOUSE', detail({ gender: 'M' })).gender).toBe('F');
    // Nothing is opposite to an unknown gender: the form asks.
    expect(initialFormValues('SPOUSE', detail({ gender: 'U' })).gender).toBe('');
    expect(initialFormValues('SELF', detail({ gender: 'U' })).gender).toBe('U');
  });

  it('fills an edit with the member and a new child with the last order', () => {
    expect(initialFormValues('SELF', detail())).toMatchObject({
      firstName: 'Mary',
      middleName: 'Ann',
      gender: 'F',
      childOrder: '',
    });
    expect(initialFormValues('CHILD', detail())).toMatchObject({
      firstName: '',
      childOrder: '2',
      otherParentId: 4,
    });
  });
});

describe('validateMemberForm and toSaveRequest', () => {
  it('requires first name, last name and gender', () => {
    const values = initialFormValues('CHILD', detail());
    expect(validateMemberForm('CHILD', values, detail())).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      gender: 'Gender is required',
    });
  });

  it('builds a child payload with its order and other parent', () => {
    const values = {
      ...initialFormValues('CHILD', detail()),
      firstName: ' Ben ',
      lastName: 'Joseph',
      gender: 'M' as const,
      childOrder: '1',
    };
    expect(validateMemberForm('CHILD', values, detail())).toEqual({});
    expect(toSaveRequest('CHILD', values, childOrderRange('CHILD', detail()))).toEqual({
      memberType: 'CHILD',
      firstName: 'Ben',
      middleName: null,
      lastName: 'Joseph',
      gender: 'M',
      childOrder: 1,
      isSpouseMember: false,
      spouseId: 4,
    });
  });

  it('refuses an order past the end and a missing other parent among several spouses', () => {
    const several = detail({ spouses: [relative(4), relative(5)] });
    const values = {
      ...initialFormValues('CHILD', several),
      firstName: 'Ben',
      lastName: 'Joseph',
      gender: 'M' as const,
      childOrder: '3',
    };
    expect(validateMemberForm('CHILD', values, several)).toEqual({
      childOrder: 'Child order must be between 1 and 2',
      otherParentId: 'Choose the other parent of the child',
    });
  });

  it('links an existing spouse with only the chosen person and the marriage', () => {
    const values = { ...initialFormValues('SPOUSE', detail()), existing: true };
    expect(validateMemberForm('SPOUSE', values, detail())).toEqual({
      spouseId: 'Choose the existing member to link',
    });
    const chosen = { ...values, spouseId: 42 };
    expect(validateMemberForm('SPOUSE', chosen, detail())).toEqual({});
    expect(toSaveRequest('SPOUSE', chosen, null)).toEqual({
      memberType: 'SPOUSE',
      isSpouseMember: true,
      spouseId: 42,
      marriageDate: null,
      marriagePlace: null,
    });
  });

  it('sends a spouse’s marriage and checks its date like the server', () => {
    const values = {
      ...initialFormValues('SPOUSE', detail()),
      firstName: 'Ann',
      lastName: 'Lee',
      marriageDate: '2001-02-30',
      marriagePlace: ' Leeds ',
    };
    expect(validateMemberForm('SPOUSE', values, detail())).toEqual({
      marriageDate: 'This date does not exist',
    });
    const fixed = { ...values, marriageDate: '2001-02-28' };
    expect(validateMemberForm('SPOUSE', fixed, detail())).toEqual({});
    expect(toSaveRequest('SPOUSE', fixed, null)).toMatchObject({
      marriageDate: '2001-02-28',
      marriagePlace: 'Leeds',
    });
    // Other relatives carry no marriage.
    expect(toSaveRequest('CHILD', fixed, null)).not.toHaveProperty('marriageDate');
  });
});
