import { describe, expect, it } from 'vitest';
import { row } from './decision-rows.fixture.js';
import { line, person } from './line-builder.fixture.js';
import { relativeAge, topAge } from './relative-age.js';

// Each `row` is the test of the row of decision 0049's relative-age table with that id (see
// decision-rows.fixture.ts).

const born = (birth: string | null, order?: number) =>
  person(
    order === undefined
      ? { g: 'M', born: birth ?? undefined }
      : { g: 'M', born: birth ?? undefined, order },
  );
const age = (a: ReturnType<typeof born>, b: ReturnType<typeof born>, siblings = true) =>
  relativeAge(a, b, siblings);

describe('relative age', () => {
  row('R1', 'by the year of birth', () => {
    expect(age(born('1950'), born('1952-01-01'))).toBe('elder');
    expect(age(born('1960-12-31'), born('1955'))).toBe('younger');
    // Birth comes before child order, and counts for cousins too.
    expect(age(born('1950', 3), born('1952', 1))).toBe('elder');
    expect(age(born('1950'), born('1952'), false)).toBe('elder');
  });
  row('R2', 'by month and day within the year', () => {
    expect(age(born('1950-03'), born('1950-07-01'))).toBe('elder');
    expect(age(born('1950-03-20'), born('1950-03-02'))).toBe('younger');
  });
  row('R3', 'siblings whose dates do not tell: by child order', () => {
    expect(age(born(null, 1), born(null, 2))).toBe('elder');
    expect(age(born('1950', 2), born(null, 1))).toBe('younger');
    // Twins: the same day, the order the tree holds.
    expect(age(born('1950-03-02', 1), born('1950-03-02', 2))).toBe('elder');
    // A year against a full date of that year does not tell.
    expect(age(born('1950', 4), born('1950-06-01', 2))).toBe('younger');
    expect(age(born('1950-06', 1), born('1950-06-15', 2))).toBe('elder');
  });
  row('R4', 'otherwise unknown', () => {
    expect(age(born(null), born(null))).toBeNull();
    expect(age(born('1950'), born(null))).toBeNull();
    expect(age(born('1950', 1), born('1950', 1))).toBeNull();
    expect(age(born(null, 1), born(null))).toBeNull();
    // Cousins are compared by birth only.
    expect(age(born(null, 1), born(null, 2), false)).toBeNull();
    expect(age(born('about 1950'), born('1960'))).toBeNull();
  });

  it('compares the two children of a line’s common ancestor', () => {
    const uncle = line('M', [{ g: 'M', order: 1 }], [{ g: 'M', order: 2 }, 'F']);
    expect(topAge(uncle)).toBe('elder');
    expect(topAge(line('M', ['M', 'M'], ['M', 'M']))).toBeNull();
  });
});
