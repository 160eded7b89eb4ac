import type { Gender } from '@familytree/shared';
import { malayalam } from './ml.js';
import type { Line, RelationTerm } from './relation-term.js';

/**
 * The persons the Malayalam tests relate, and what the tests read: a line's name, a sentence
 * (Anna's to Ben unless another second is given), and that sentence for Ben as `is` writes it.
 */
export const anna = { name: 'Anna', gender: 'F' as Gender };
export const ben = { name: 'Ben', gender: 'M' as Gender };
export const devi = { name: 'Devi', gender: 'F' as Gender };
export const name = (l: Line) => malayalam.blood(l);
export const say = (term: RelationTerm, second = ben) => malayalam.sentence(anna, term, second);
export const is = (words: string) => `Anna, Ben എന്നയാളുടെ ${words}`;
