import { describe, expect, it } from 'vitest';
import type { ChangeRecord } from '@familytree/shared';
import { actionText, fieldText, recordTitle, revertText, valueText } from './change-text';

describe('the change history in plain words', () => {
  it('names actions and fields as people say them', () => {
    expect(actionText('profile.basic')).toBe('Edited basic details');
    expect(actionText('something.new')).toBe('something new');
    expect(fieldText('place_of_birth')).toBe('Place of birth');
    expect(fieldText('branch_admin_id')).toBe('Branch admin');
    expect(fieldText('photo_url')).toBe('Profile photo');
    expect(actionText('album.photoAdd')).toBe('Added a photo to an album');
    expect(actionText('settings.edit')).toBe('Changed the family settings');
    expect(fieldText('members_only')).toBe('Members-only site');
  });

  it('shows values without raw JSON', () => {
    expect(valueText(null)).toBe('–');
    expect(valueText('')).toBe('–');
    expect(valueText(true)).toBe('Yes');
    expect(valueText('<p>Hello <b>there</b></p>')).toBe('Hello there');
    expect(valueText([])).toBe('none');
    expect(valueText([{ city: 'Leeds', country: 'GB', id: null }, { city: 'York' }])).toBe(
      'Leeds, GB; York',
    );
    expect(valueText('x'.repeat(200))).toHaveLength(121);
  });

  it('titles a record with its person, or a deleted one by id', () => {
    const record = { action: 'profile.about', personId: 4, personName: 'Ann Smith' };
    expect(recordTitle(record as ChangeRecord)).toBe('Edited the about section – Ann Smith');
    expect(recordTitle({ ...record, personName: null } as ChangeRecord)).toBe(
      'Edited the about section – person 4',
    );
    expect(recordTitle({ ...record, personId: null, personName: null } as ChangeRecord)).toBe(
      'Edited the about section',
    );
  });
});

describe('revertText', () => {
  const record = (action: string) => ({ action }) as Parameters<typeof revertText>[0];
  it('says what a revert of the tree or an import does, and writes back values otherwise', () => {
    expect(revertText(record('person.add'))).toBe(
      'Revert this change? The person it added is removed from the tree, with the links they came with.',
    );
    expect(revertText(record('gedcom.import'))).toContain('Every person the import brought');
    expect(revertText(record('profile.basic'))).toBe(
      'Revert this change? The values before it are written back.',
    );
  });
});
