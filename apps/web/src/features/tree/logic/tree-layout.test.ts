import { describe, expect, it } from 'vitest';
import {
  generationLabels,
  indentOf,
  isGenerationBarFixed,
  narrowIndent,
  wideIndent,
} from './tree-layout';

describe('tree layout', () => {
  it('labels twelve generations', () => {
    expect(generationLabels).toHaveLength(12);
    expect(generationLabels[0]).toBe('Gen 1');
    expect(generationLabels[11]).toBe('Gen 12');
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
