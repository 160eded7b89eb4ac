// The feature's public face: the app and other features import only this file (eslint.config.js).
export { EditProfilePage } from './components/edit/EditProfilePage';
export {
  BranchMembersPage,
  FamilyRootPage,
  MemberHistoryPage,
  MemberMediaPage,
  MemberProfilePage,
  MemberSourcesPage,
  MemberTreePage,
} from './components/MemberProfilePages';
