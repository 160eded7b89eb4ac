// The feature's public face: the app and other features import only this file (eslint.config.js).
export { useCanEditQuery } from './api/get-can-edit';
export { invalidateAfterPersonEdits, treeQueryRoot } from './api/tree-query-keys';
export { BrowsableTree } from './components/BrowsableTree';
export { FamilyTreePage } from './components/FamilyTreePage';
export { TreeLoading } from './components/TreeLoading';
export { fullName, initials } from './logic/person-name';
// For the charts (features/chart), which show the same member dialog and person search.
export {
  MemberDialogHost,
  useMemberDialogTarget,
} from './components/member-dialog/MemberDialogHost';
export { PersonPicker } from './components/PersonPicker';
export { useTreeFamilyId } from './hooks/use-tree-family-id';
export { lifeYears } from './logic/life-years';
