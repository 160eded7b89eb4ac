import { HistoryTab } from './history/HistoryTab';
import { ProfileShell } from './shell/ProfileShell';
import { BranchMembersTab } from './tabs/BranchMembersTab';
import { FamilyRootTab } from './tabs/FamilyRootTab';
import { MemberTreeTab } from './tabs/MemberTreeTab';
import { ProfileTab } from './view/ProfileTab';

/** The four child routes of /members/{id} (spec part 2), each inside the profile shell. */
export function MemberProfilePage() {
  return (
    <ProfileShell tab="profile">
      {(profile, memberId) => <ProfileTab profile={profile} memberId={memberId} />}
    </ProfileShell>
  );
}

export function MemberTreePage() {
  return (
    <ProfileShell tab="myFamilyTree">
      {(_, memberId) => <MemberTreeTab memberId={memberId} />}
    </ProfileShell>
  );
}

export function BranchMembersPage() {
  return (
    <ProfileShell tab="members">
      {(_, memberId) => <BranchMembersTab memberId={memberId} />}
    </ProfileShell>
  );
}

export function FamilyRootPage() {
  return <ProfileShell tab="myFamilyRoot">{() => <FamilyRootTab />}</ProfileShell>;
}

export function MemberHistoryPage() {
  return (
    <ProfileShell tab="history">
      {(profile, memberId) => (
        <HistoryTab memberId={memberId} familyId={profile.personDetail.familyId} />
      )}
    </ProfileShell>
  );
}
