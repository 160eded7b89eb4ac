import type { PendingInvitation } from '@familytree/shared';
import MailIcon from '@mui/icons-material/Mail';
import {
  Alert,
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
} from '@mui/material';
import { useId, useState } from 'react';
import { useFormats, useSpecText, useT } from '../../../lib/i18n';
import { updateSession } from '../../../lib/session-store';
import {
  useAnswerInvitationMutation,
  useMyInvitationsQuery,
  type InvitationAnswerKind,
} from '../api/my-invitations';
import { invitationsMessages } from '../messages';
import { PendingInvitationsList } from './PendingInvitationsList';

/**
 * In the header of a logged-in user: a notice when families invited them, with Accept and Decline.
 * An accepted family joins the family selector at once.
 */
export function HeaderInvitations() {
  const t = useT(invitationsMessages);
  const { t: spec, text } = useSpecText();
  const { number } = useFormats();
  const titleId = useId();
  const pending = useMyInvitationsQuery(true);
  const answer = useAnswerInvitationMutation();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const invitations = pending.data ?? [];
  if (invitations.length === 0 && !open) return null;

  const onAnswer = (invitation: PendingInvitation, kind: InvitationAnswerKind) => {
    setResult(null);
    answer.mutate(
      { familyId: invitation.familyId, answer: kind },
      {
        onSuccess: ({ familyList }) => {
          updateSession({ userFamilyList: familyList });
          setResult({
            ok: true,
            text:
              kind === 'accept'
                ? `${spec('invitations.accepted')} ${t('nowInFamilyList', { familyName: invitation.familyName })}`
                : spec('invitations.declined'),
          });
        },
        onError: (error) => setResult({ ok: false, text: text(error.message) }),
      },
    );
  };
  const label = t('invitationsCount', { count: number(invitations.length) });

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
          <Badge badgeContent={invitations.length} color="secondary">
            <MailIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>{t('invitations')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {result && (
              <Alert severity={result.ok ? 'success' : 'error'} role="status">
                {result.text}
              </Alert>
            )}
            {invitations.length > 0 ? (
              <PendingInvitationsList
                invitations={invitations}
                answering={answer.isPending ? answer.variables.familyId : null}
                onAnswer={onAnswer}
              />
            ) : (
              <Alert severity="info">{t('noneWaiting')}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
