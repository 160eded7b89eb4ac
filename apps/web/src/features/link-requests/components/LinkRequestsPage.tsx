import { messages, type LinkRequest } from '@familytree/shared';
import { Alert, Container, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { useFamily } from '../../family';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../lib/session-store';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';
import { useAnswerLinkRequestMutation, type LinkRequestAnswer } from '../api/answer-link-request';
import { useLinkRequestsQuery } from '../api/get-link-requests';
import { LinkRequestSection } from './LinkRequestSection';

const done: Record<LinkRequestAnswer, string> = {
  accept: messages.linkRequests.accepted,
  decline: messages.linkRequests.declined,
  cancel: messages.linkRequests.cancelled,
};

/**
 * /linkrequests: the family admin answers other families' requests to link one of this family's
 * persons as a spouse, and sees (and may cancel) the requests this family sent.
 */
export function LinkRequestsPage() {
  const { familyId } = useFamily();
  const session = useSession();
  const isFamilyAdmin = session?.userRole === 'FAMILY_ADMIN';
  const requests = useLinkRequestsQuery(familyId, isFamilyAdmin);
  const answer = useAnswerLinkRequestMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  const onAnswer = (request: LinkRequest, what: LinkRequestAnswer) =>
    answer.mutate(
      { id: request.id, answer: what },
      {
        onSuccess: () => setNotice({ severity: 'success', text: done[what] }),
        onError: (error) => setNotice({ severity: 'error', text: error.message }),
      },
    );

  let body;
  if (
    !isFamilyAdmin ||
    (requests.isError && (requests.error as { status?: number }).status === 403)
  ) {
    body = <Alert severity="warning">{messages.linkRequests.listForbidden}</Alert>;
  } else if (requests.isPending) {
    body = (
      <Stack spacing={1} role="status" aria-label="Loading link requests">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  } else if (requests.isError) {
    body = (
      <ErrorAlert onRetry={() => void requests.refetch()}>
        {messages.linkRequests.loadFailed} {requests.error.message}
      </ErrorAlert>
    );
  } else {
    const answering = answer.isPending ? answer.variables : undefined;
    body = (
      <Stack spacing={4}>
        <LinkRequestSection
          title="Requests to your family"
          emptyText={messages.linkRequests.noneIncoming}
          requests={requests.data.incoming}
          direction="incoming"
          answering={answering}
          onAnswer={onAnswer}
        />
        <LinkRequestSection
          title="Requests your family sent"
          emptyText={messages.linkRequests.noneOutgoing}
          requests={requests.data.outgoing}
          direction="outgoing"
          answering={answering}
          onAnswer={onAnswer}
        />
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading title="Link Requests" />
      {body}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Container>
  );
}
