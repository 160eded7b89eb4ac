import { limits } from '@familytree/shared';
import { englishTree, type TreeT } from './tree-text';

/**
 * The generation header's labels: the generations the family has (issue 32: a family of five
 * showed Gen 1 to Gen 12), at most the 12 of spec part 9, and Gen 1 for an empty tree.
 */
export const generationLabelsOf = (generations: number, t: TreeT = englishTree): string[] =>
  Array.from({ length: Math.min(Math.max(generations, 1), limits.generations) }, (_, index) =>
    t('generation', { number: String(index + 1) }),
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
