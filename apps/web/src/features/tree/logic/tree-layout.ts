import { limits } from '@familytree/shared';

/** Spec part 9: the generation header names 12 generations. */
export const generationLabels = Array.from(
  { length: limits.generations },
  (_, index) => `Gen ${index + 1}`,
);

/** How far each generation is indented; the header's columns use the same step. */
export interface TreeIndent {
  step: number;
  /** Deeper rows stop moving right (and show their generation in the row instead). */
  maxDepth: number;
}

export const wideIndent: TreeIndent = { step: 56, maxDepth: limits.generations - 1 };
/** On a phone (390 px) the indentation stays within about a third of the width. */
export const narrowIndent: TreeIndent = { step: 14, maxDepth: 8 };

export const indentOf = (depth: number, indent: TreeIndent) =>
  Math.min(depth, indent.maxDepth) * indent.step;

/** Past the hero section height plus 50 the generation header sticks to the top (spec part 2). */
export const generationBarOffset = 50;

export const isGenerationBarFixed = (scrollY: number, heroHeight: number) =>
  scrollY > heroHeight + generationBarOffset;
