// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

export { useBranchCardsQuery } from './api/get-branch-cards';
export { membersQueryRoot } from './api/members-query-keys';
// The page loads when opened: other features import this file for the cards (issue 18).
export const MembersPage = lazy(() =>
  import('./components/MembersPage').then((m) => ({ default: m.MembersPage })),
);
export { PagedMemberCards } from './components/PagedMemberCards';
export { pageFromQuery } from './logic/paging';
