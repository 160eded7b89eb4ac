import { lazy, Suspense, type ReactNode } from 'react';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { ProfileShell } from './shell/ProfileShell';
import { ProfileTab } from './view/ProfileTab';

// The profile tab comes with the shell; the other tabs load when opened (issue 18).
const HistoryTab = lazy(() =>
  import('./history/HistoryTab').then((m) => ({ default: m.HistoryTab })),
);
const BranchMembersTab = lazy(() =>
  import('./tabs/BranchMembersTab').then((m) => ({ default: m.BranchMembersTab })),
);
const FamilyRootTab = lazy(() =>
  import('./tabs/FamilyRootTab').then((m) => ({ default: m.FamilyRootTab })),
);
const MemberTreeTab = lazy(() =>
  import('./tabs/MemberTreeTab').then((m) => ({ default: m.MemberTreeTab })),
);
const SourcesTab = lazy(() => import('./tabs/SourcesTab').then((m) => ({ default: m.SourcesTab })));
const MediaTab = lazy(() => import('./tabs/MediaTab').then((m) => ({ default: m.MediaTab })));
const loading = (tab: ReactNode) => <Suspense fallback={<FullPageLoading />}>{tab}</Suspense>;

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
      {(_, memberId) => loading(<MemberTreeTab memberId={memberId} />)}
    </ProfileShell>
  );
}

export function BranchMembersPage() {
  return (
    <ProfileShell tab="members">
      {(_, memberId) => loading(<BranchMembersTab memberId={memberId} />)}
    </ProfileShell>
  );
}

export function FamilyRootPage() {
  return <ProfileShell tab="myFamilyRoot">{() => loading(<FamilyRootTab />)}</ProfileShell>;
}

export function MemberHistoryPage() {
  return (
    <ProfileShell tab="history">
      {(profile, memberId) =>
        loading(<HistoryTab memberId={memberId} familyId={profile.personDetail.familyId} />)
      }
    </ProfileShell>
  );
}

export function MemberSourcesPage() {
  return (
    <ProfileShell tab="sources">
      {(profile, memberId) =>
        loading(<SourcesTab person={profile.personDetail} memberId={memberId} />)
      }
    </ProfileShell>
  );
}

export function MemberMediaPage() {
  return (
    <ProfileShell tab="media">
      {(profile, memberId) =>
        loading(<MediaTab person={profile.personDetail} memberId={memberId} />)
      }
    </ProfileShell>
  );
}
