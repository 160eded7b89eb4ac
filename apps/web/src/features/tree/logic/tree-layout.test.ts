import { describe, expect, it } from 'vitest';
import {
  generationLabelsOf,
  indentOf,
  isGenerationBarFixed,
  narrowIndent,
  wideIndent,
} from './tree-layout';

describe('tree layout', () => {
  it('labels the generations the family has, twelve at the most (issue 32)', () => {
    expect(generationLabelsOf(5)).toEqual(['Gen 1', 'Gen 2', 'Gen 3', 'Gen 4', 'Gen 5']);
    expect(generationLabelsOf(1)).toEqual(['Gen 1']);
    expect(generationLabelsOf(0)).toEqual(['Gen 1']);
    expect(generationLabelsOf(40)).toHaveLength(12);
    expect(generationLabelsOf(40)[11]).toBe('Gen 12');
  });

  it('indents by generation and caps the indentation', () => {
    expect(indentOf(0, wideIndent)).toBe(0);
    expect(indentOf(3, wideIndent)).toBe(3 * wideIndent.step);
    expect(indentOf(40, wideIndent)).toBe(11 * wideIndent.step);
    expect(indentOf(40, narrowIndent)).toBeLessThanOrEqual(130);
  });

  it('fixes the generation bar only past the hero height plus 50', () => {
    expect(isGenerationBarFixed(250, 200)).toBe(false);
    expect(isGenerationBarFixed(251, 200)).toBe(true);
  });
});
