/** The matching engine (issue 33, decision 0054): pure, no database. */
export * from './match-types.js';
export {
  proposedMatchScore,
  defaultAcceptScore,
  duplicateScore,
  matchAcross,
  findDuplicatePairs,
  compareKeys,
} from './engine.js';
