import { describe, expect, it } from 'vitest';
import {
  emptySection,
  nextTemporaryId,
  removeSection,
  sectionLabel,
  toInputs,
  upsertSection,
} from './sections';

const saved = (id: number, title = `Section ${id}`) => ({ ...emptySection(id), title });

describe('section list helpers', () => {
  it('gives new sections distinct negative temporary ids', () => {
    expect(nextTemporaryId([])).toBe(-1);
    expect(nextTemporaryId([saved(4), saved(9)])).toBe(-1);
    expect(nextTemporaryId([saved(4), saved(-1), saved(-3)])).toBe(-4);
  });

  it('replaces an edited section in place and appends a new one', () => {
    const list = [saved(1), saved(2)];
    expect(upsertSection(list, saved(1, 'Changed')).map((s) => s.title)).toEqual([
      'Changed',
      'Section 2',
    ]);
    expect(upsertSection(list, saved(-1)).map((s) => s.pageContentId)).toEqual([1, 2, -1]);
  });

  it('removes a section and sends the list without display-only fields', () => {
    const list = [saved(1), { ...saved(2), image: 'a.png', imageUrl: '/api/family/images/a.png' }];
    const inputs = toInputs(removeSection(list, 1).concat(list[1]!));
    expect(inputs).toHaveLength(2);
    expect(inputs[0]).not.toHaveProperty('imageUrl');
    expect(inputs[0]!.image).toBe('a.png');
  });

  it('names untitled sections', () => {
    expect(sectionLabel({ title: '  ' })).toBe('Untitled section');
    expect(sectionLabel({ title: 'Roots' })).toBe('Roots');
  });
});
