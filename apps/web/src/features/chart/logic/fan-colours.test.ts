import { describe, expect, it } from 'vitest';
import {
  allFanFills,
  contrastRatio,
  fanColours,
  fanFill,
  legendEntries,
  sideOf,
} from './fan-colours';

describe('the fan colours (issue 32)', () => {
  it('names and years keep a contrast of 4.5:1 or more on every fill', () => {
    for (const fill of [...allFanFills, fanColours.emptyFill]) {
      expect(contrastRatio(fanColours.name, fill)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(fanColours.years, fill)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(fanColours.initials, fanColours.photo)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });

  it('by line: the first half of every ring is the father’s side', () => {
    expect(sideOf(0, 0)).toBe('focus');
    expect([0, 1].map((i) => sideOf(1, i))).toEqual(['paternal', 'maternal']);
    expect([0, 1, 2, 3].map((i) => sideOf(2, i))).toEqual([
      'paternal',
      'paternal',
      'maternal',
      'maternal',
    ]);
    expect(fanFill('line', 3, 0)).not.toBe(fanFill('line', 3, 7));
    expect(fanFill('line', 3, 0)).toBe(fanFill('line', 3, 3));
  });

  it('by generation: one tint per ring, named in the legend', () => {
    expect(fanFill('generation', 2, 0)).toBe(fanFill('generation', 2, 3));
    expect(fanFill('generation', 1, 0)).not.toBe(fanFill('generation', 2, 0));
    expect(legendEntries('generation', 3).map((e) => e.fill)).toEqual(
      [1, 2, 3].map((g) => fanFill('generation', g, 0)),
    );
    expect(legendEntries('line', 3).map((e) => e.side)).toEqual(['paternal', 'maternal']);
  });
});
