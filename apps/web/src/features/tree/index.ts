// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

export { useCanEditQuery } from './api/get-can-edit';
export { invalidateAfterPersonEdits, treeQueryRoot } from './api/tree-query-keys';
export { BrowsableTree } from './components/BrowsableTree';
// The page loads when opened: other features import this file for names and dialogs (issue 18).
export const FamilyTreePage = lazy(() =>
  import('./components/FamilyTreePage').then((m) => ({ default: m.FamilyTreePage })),
);
export { TreeLoading } from './components/TreeLoading';
// For the statistics page, which is the tree page's third tab (issue 32).
export { TreePageHeading } from './components/TreePageHeading';
export { TreeTabs } from './components/TreeTabs';
export { fullName, initials } from './logic/person-name';
// For the charts (features/chart), which show the same member dialog and person search.
export {
  MemberDialogHost,
  useMemberDialogTarget,
} from './components/member-dialog/MemberDialogHost';
export { PersonPicker } from './components/PersonPicker';
export { useTreeFamilyId } from './hooks/use-tree-family-id';
export { lifeYears } from './logic/life-years';
export { useLifeYears } from './hooks/use-tree-text';
// The tree's texts, which the charts' cards show too (the life years): their tests load them.
export { treeMessages } from './messages';
