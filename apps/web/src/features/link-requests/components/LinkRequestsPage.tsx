import type { LinkRequest } from '@familytree/shared';
import { Alert, Container, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { useFamily } from '../../family';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { useSpecText, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';
import { useAnswerLinkRequestMutation, type LinkRequestAnswer } from '../api/answer-link-request';
import { useLinkRequestsQuery } from '../api/get-link-requests';
import { linkRequestsMessages } from '../messages';
import { LinkRequestSection } from './LinkRequestSection';

const done = {
  accept: 'linkRequests.accepted',
  decline: 'linkRequests.declined',
  cancel: 'linkRequests.cancelled',
} as const satisfies Record<LinkRequestAnswer, string>;

/**
 * /linkrequests: the family admin answers other families' requests to link one of this family's
 * persons as a spouse, and sees (and may cancel) the requests this family sent.
 */
export function LinkRequestsPage() {
  const t = useT(linkRequestsMessages);
  const { t: spec, text } = useSpecText();
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
        onSuccess: () => setNotice({ severity: 'success', text: spec(done[what]) }),
        onError: (error) => setNotice({ severity: 'error', text: text(error.message) }),
      },
    );

  let body;
  if (
    !isFamilyAdmin ||
    (requests.isError && (requests.error as { status?: number }).status === 403)
  ) {
    body = <Alert severity="warning">{spec('linkRequests.listForbidden')}</Alert>;
  } else if (requests.isPending) {
    body = (
      <Stack spacing={1} role="status" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  } else if (requests.isError) {
    body = (
      <ErrorAlert onRetry={() => void requests.refetch()}>
        {spec('linkRequests.loadFailed')} {text(requests.error.message)}
      </ErrorAlert>
    );
  } else {
    const answering = answer.isPending ? answer.variables : undefined;
    body = (
      <Stack spacing={4}>
        <LinkRequestSection
          title={t('incomingTitle')}
          emptyText={spec('linkRequests.noneIncoming')}
          requests={requests.data.incoming}
          direction="incoming"
          answering={answering}
          onAnswer={onAnswer}
        />
        <LinkRequestSection
          title={t('outgoingTitle')}
          emptyText={spec('linkRequests.noneOutgoing')}
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
      <PageHeading title={t('pageTitle')} />
      {body}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Container>
  );
}
