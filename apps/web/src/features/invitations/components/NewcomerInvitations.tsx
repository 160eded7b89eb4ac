import type { PendingInvitation } from '@familytree/shared';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { useSpecText, useT } from '../../../lib/i18n';
import { useAuthActions } from '../../auth';
import {
  useAnswerInvitationMutation,
  useMyInvitationsQuery,
  type InvitationAnswerKind,
} from '../api/my-invitations';
import { invitationsMessages } from '../messages';
import { PendingInvitationsList } from './PendingInvitationsList';

/**
 * On the main site, for a logged-in user who belongs to no family yet: the families that invited
 * them. Accepting one takes them there, logged in.
 */
export function NewcomerInvitations({ userName }: { userName: string }) {
  const t = useT(invitationsMessages);
  const { t: spec, text } = useSpecText();
  const { switchFamily, signOut } = useAuthActions();
  const pending = useMyInvitationsQuery(true);
  const answer = useAnswerInvitationMutation();
  const [error, setError] = useState<string | null>(null);

  const onAnswer = (invitation: PendingInvitation, kind: InvitationAnswerKind) => {
    setError(null);
    answer.mutate(
      { familyId: invitation.familyId, answer: kind },
      {
        onSuccess: ({ familyList }) => {
          const family = familyList.find((f) => f.id === invitation.familyId);
          if (kind === 'accept' && family) void switchFamily(family);
        },
        onError: (failure) => setError(text(failure.message)),
      },
    );
  };

  if (pending.isPending) return <FullPageLoading label={t('loadingInvitations')} />;
  return (
    <Stack spacing={2}>
      <Typography>
        {t(pending.data?.length ? 'welcomeInvited' : 'welcomeNotInvited', { name: userName })}
      </Typography>
      {pending.isError && (
        <ErrorAlert onRetry={() => void pending.refetch()}>
          {text(pending.error.message)}
        </ErrorAlert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {answer.isSuccess && answer.variables.answer === 'decline' && (
        <Alert severity="info" role="status">
          {spec('invitations.declined')}
        </Alert>
      )}
      {pending.data && pending.data.length > 0 ? (
        <PendingInvitationsList
          invitations={pending.data}
          answering={answer.isPending || answer.isSuccess ? answer.variables.familyId : null}
          onAnswer={onAnswer}
        />
      ) : (
        !pending.isError && <Alert severity="info">{t('noneWaiting')}</Alert>
      )}
      <Button variant="outlined" onClick={() => void signOut()}>
        {t('logout')}
      </Button>
    </Stack>
  );
}
