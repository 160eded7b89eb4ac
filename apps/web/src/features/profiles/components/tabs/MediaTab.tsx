import type { PersonDetail } from '@familytree/shared';
import { Stack } from '@mui/material';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useSpecText, useT } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/session-store';
import { useFamily } from '../../../family';
import { CoupleMedia, PersonMedia } from '../../../media-records';
import { usePersonMarriagesQuery } from '../../../research';
import { fullName } from '../../../tree';
import { profilesMessages } from '../../messages';
import { useCanEditMember } from '../shell/use-can-edit-member';

/**
 * Media: the person's photos and documents, then each of their marriages'. Adding, linking and
 * editing is for who may edit them on the server: a person's media a family admin or the person's
 * branch admin, a couple's media a family admin; a member never.
 */
export function MediaTab({ person, memberId }: { person: PersonDetail; memberId: number }) {
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const { familyId } = useFamily();
  const { query } = useCanEditMember(memberId);
  const role = useSession()?.userRole;
  const canEdit = query.data === true && (role === 'FAMILY_ADMIN' || role === 'BRANCH_ADMIN');
  const marriages = usePersonMarriagesQuery(familyId, memberId);
  const name = fullName(person);
  return (
    <Stack spacing={4}>
      <PersonMedia familyId={familyId} personId={memberId} personName={name} canEdit={canEdit} />
      {marriages.isError && (
        <ErrorAlert onRetry={() => void marriages.refetch()}>
          {t('marriagesLoadFailed', { message: text(marriages.error.message) })}
        </ErrorAlert>
      )}
      {marriages.data?.map((m) => (
        <CoupleMedia
          key={m.unionId}
          familyId={familyId}
          unionId={m.unionId}
          heading={t('marriageTo', { partner: m.partnerName })}
          coupleName={t('couple', { name, partner: m.partnerName })}
          canEdit={canEdit && role === 'FAMILY_ADMIN'}
        />
      ))}
    </Stack>
  );
}
