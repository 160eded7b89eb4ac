import type { Gender } from '@familytree/shared';
import { hindi } from './hi.js';
import type { Line, RelationTerm } from './relation-term.js';

/** The two persons the Hindi tests relate, and what the tests read: a line's name, a sentence. */
export const asha = { name: 'Asha', gender: 'F' as Gender };
export const ben = { name: 'Ben', gender: 'M' as Gender };
export const name = (l: Line) => hindi.blood(l);
export const say = (term: RelationTerm) => hindi.sentence(asha, term, ben);
