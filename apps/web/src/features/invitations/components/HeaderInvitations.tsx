import type { PendingInvitation } from '@familytree/shared';
import { messages } from '@familytree/shared';
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
import { updateSession } from '../../../lib/session-store';
import {
  useAnswerInvitationMutation,
  useMyInvitationsQuery,
  type InvitationAnswerKind,
} from '../api/my-invitations';
import { PendingInvitationsList } from './PendingInvitationsList';

/**
 * In the header of a logged-in user: a notice when families invited them, with Accept and Decline.
 * An accepted family joins the family selector at once.
 */
export function HeaderInvitations() {
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
                ? `${messages.invitations.accepted} ${invitation.familyName} is now in your family list.`
                : messages.invitations.declined,
          });
        },
        onError: (error) => setResult({ ok: false, text: error.message }),
      },
    );
  };
  const label = `Invitations (${invitations.length})`;

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
        <DialogTitle id={titleId}>Invitations</DialogTitle>
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
              <Alert severity="info">No invitations are waiting for your answer.</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
