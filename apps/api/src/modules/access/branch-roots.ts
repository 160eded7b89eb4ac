/** The persons a branch admin was given: the roots of their branches. */
export { assignedPersonIds as branchRootsOf } from './access.repository.js';
