/**
 * What other modules read of the history: the versions of what their editors save
 * (docs/decisions/0023) and the record type their reverters undo. The repository stays the
 * history's own.
 */
export {
  newestOfSection,
  newestPerEntity,
  sectionVersions,
  type ChangeRow,
  type SectionRef,
} from './history.repository.js';
