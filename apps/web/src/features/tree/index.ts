// The feature's public face: the app and other features import only this file (eslint.config.js).
export { useCanEditQuery } from './api/get-can-edit';
export { invalidateAfterPersonEdits, treeQueryRoot } from './api/tree-query-keys';
export { BrowsableTree } from './components/BrowsableTree';
export { FamilyTreePage } from './components/FamilyTreePage';
export { TreeLoading } from './components/TreeLoading';
export { fullName, initials } from './logic/person-name';
