import type { PendingInvitation } from '@familytree/shared';
import { messages } from '@familytree/shared';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { useAuthActions } from '../../auth';
import {
  useAnswerInvitationMutation,
  useMyInvitationsQuery,
  type InvitationAnswerKind,
} from '../api/my-invitations';
import { PendingInvitationsList } from './PendingInvitationsList';

/**
 * On the main site, for a logged-in user who belongs to no family yet: the families that invited
 * them. Accepting one takes them there, logged in.
 */
export function NewcomerInvitations({ userName }: { userName: string }) {
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
        onError: (failure) => setError(failure.message),
      },
    );
  };

  if (pending.isPending) return <FullPageLoading label="Loading invitations" />;
  return (
    <Stack spacing={2}>
      <Typography>
        Welcome {userName}. You are not a member of any family yet
        {pending.data?.length ? ', but these families invited you:' : '.'}
      </Typography>
      {pending.isError && (
        <ErrorAlert onRetry={() => void pending.refetch()}>{pending.error.message}</ErrorAlert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {answer.isSuccess && answer.variables.answer === 'decline' && (
        <Alert severity="info" role="status">
          {messages.invitations.declined}
        </Alert>
      )}
      {pending.data && pending.data.length > 0 ? (
        <PendingInvitationsList
          invitations={pending.data}
          answering={answer.isPending || answer.isSuccess ? answer.variables.familyId : null}
          onAnswer={onAnswer}
        />
      ) : (
        !pending.isError && (
          <Alert severity="info">No invitations are waiting for your answer.</Alert>
        )
      )}
      <Button variant="outlined" onClick={() => void signOut()}>
        Logout
      </Button>
    </Stack>
  );
}
