import { Typography } from '@mui/material';
import { useState } from 'react';
import { FullPageError } from '../../../../components/FullPageError';
import { FullPageLoading } from '../../../../components/FullPageLoading';
import { useSpecText, useT } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/session-store';
import { ChangeList } from '../../../history';
import { usePersonHistoryQuery } from '../../api/person-history';
import { profilesMessages } from '../../messages';

/** The History tab (issue 17): every recorded change of the member; family admins may revert. */
export function HistoryTab({ memberId, familyId }: { memberId: number; familyId: number }) {
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const [page, setPage] = useState(1);
  const history = usePersonHistoryQuery(memberId, page);
  const mayRevert = useSession()?.userRole === 'FAMILY_ADMIN';
  if (history.isPending) return <FullPageLoading label={t('loadingHistory')} />;
  if (history.isError)
    return (
      <FullPageError
        message={t('historyLoadFailed', { message: text(history.error.message) })}
        onRetry={() => void history.refetch()}
      />
    );
  if (history.data.total === 0) return <Typography>{t('noHistory')}</Typography>;
  return (
    <ChangeList
      data={history.data}
      page={page}
      onPage={setPage}
      mayRevert={mayRevert}
      familyId={familyId}
    />
  );
}
