import type { PendingInvitation } from '@familytree/shared';
import { Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import type { InvitationAnswerKind } from '../api/my-invitations';

export const roleNames: Record<string, string> = {
  FAMILY_ADMIN: 'a family admin',
  BRANCH_ADMIN: 'a branch admin',
};

/** One row per family waiting for an answer, each with Accept and Decline. */
export function PendingInvitationsList(props: {
  invitations: PendingInvitation[];
  /** The family whose answer is being sent: its buttons are disabled meanwhile. */
  answering: number | null;
  onAnswer: (invitation: PendingInvitation, answer: InvitationAnswerKind) => void;
}) {
  return (
    <List aria-label="Pending invitations" disablePadding>
      {props.invitations.map((invitation) => {
        const busy = props.answering === invitation.familyId;
        return (
          <ListItem key={invitation.familyId} disableGutters divider>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ width: '100%', alignItems: { sm: 'center' } }}
            >
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{invitation.familyName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Invited as {roleNames[invitation.role] ?? 'an admin'}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  disabled={busy}
                  aria-label={`Accept the invitation of ${invitation.familyName}`}
                  onClick={() => props.onAnswer(invitation, 'accept')}
                >
                  Accept
                </Button>
                <Button
                  variant="outlined"
                  disabled={busy}
                  aria-label={`Decline the invitation of ${invitation.familyName}`}
                  onClick={() => props.onAnswer(invitation, 'decline')}
                >
                  Decline
                </Button>
              </Stack>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
