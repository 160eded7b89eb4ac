/** Which image names are uploads of a family: what a write or a revert may point at. */
export { imageNamesOfFamily } from './access.repository.js';
