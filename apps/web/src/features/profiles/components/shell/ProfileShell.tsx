import type { MemberProfile } from '@familytree/shared';
import { Container } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { useParams } from '../../../../lib/router';
import { FullPageError } from '../../../../components/FullPageError';
import { NotFoundPage } from '../../../../components/NotFoundPage';
import { FullPageLoading } from '../../../../components/FullPageLoading';
import { ApiError } from '../../../../lib/api-client';
import { useSpecText, useT } from '../../../../lib/i18n';
import { useFamily } from '../../../family';
import { useSession } from '../../../../lib/session-store';
import { useGenerationQuery } from '../../api/get-generation';
import { useMemberProfileQuery } from '../../api/get-member-profile';
import { memberIdFrom } from '../../logic/member-id';
import { profilesMessages } from '../../messages';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTabs, type ProfileTabName } from './ProfileTabs';
import { useCanEditMember } from './use-can-edit-member';

// The generation chips come after a query of their own, as a guide rather than content: their
// code (MUI's Chip) loads with that query instead of before the profile's first paint.
const GenerationChips = lazy(() =>
  import('./GenerationChips').then((m) => ({ default: m.GenerationChips })),
);

interface ProfileShellProps {
  tab: ProfileTabName;
  children: (profile: MemberProfile, memberId: number) => ReactNode;
}

function LoadedShell({ memberId, tab, children }: ProfileShellProps & { memberId: number }) {
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const profile = useMemberProfileQuery(memberId);
  // Asked at once, beside the profile: the chips' code arrives while it is answered.
  useGenerationQuery(useFamily().domainName, memberId);
  const { canEdit, query } = useCanEditMember(memberId);
  const role = useSession()?.userRole;
  // Admins who may edit the person may give them a member account; a member never invites.
  const mayInvite = query.data === true && (role === 'FAMILY_ADMIN' || role === 'BRANCH_ADMIN');

  if (profile.isPending) return <FullPageLoading label={t('loadingProfile')} />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <NoSuchMember />;
    return (
      <FullPageError
        message={t('profileLoadFailed', { message: text(profile.error.message) })}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
      <Suspense fallback={null}>
        <GenerationChips memberId={memberId} />
      </Suspense>
      <ProfileHeader person={profile.data.personDetail} canEdit={canEdit} mayInvite={mayInvite} />
      <ProfileTabs memberId={memberId} current={tab} canEdit={canEdit} />
      {children(profile.data, memberId)}
    </Container>
  );
}

/** An unknown id, or a person of another family asked on this family's site: the API's 404. */
const NoSuchMember = NotFoundPage;

/** The member profile shell of spec part 2: chips, cover, avatar, name, tabs, then the tab. */
export function ProfileShell(props: ProfileShellProps) {
  const memberId = memberIdFrom(useParams().id);
  if (memberId === null) return <NoSuchMember />;
  // A new member (say, through a generation chip) starts a fresh shell.
  return <LoadedShell key={memberId} memberId={memberId} {...props} />;
}
