// The feature's public face: the app and other features import only this file (eslint.config.js).
export { useBranchCardsQuery } from './api/get-branch-cards';
export { membersQueryRoot } from './api/members-query-keys';
export { MembersPage } from './components/MembersPage';
export { PagedMemberCards } from './components/PagedMemberCards';
export { pageFromQuery } from './logic/paging';
