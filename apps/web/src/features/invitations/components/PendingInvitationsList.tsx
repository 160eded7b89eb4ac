import type { PendingInvitation } from '@familytree/shared';
import { Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n';
import type { InvitationAnswerKind } from '../api/my-invitations';
import { invitationsMessages } from '../messages';

const roleKeys: Record<string, 'roleFamilyAdmin' | 'roleBranchAdmin'> = {
  FAMILY_ADMIN: 'roleFamilyAdmin',
  BRANCH_ADMIN: 'roleBranchAdmin',
};

/** The invited role as the invitation texts name it ("a family admin"); 'an admin' otherwise. */
export const roleKey = (role: string) => roleKeys[role] ?? 'roleAdmin';

/** One row per family waiting for an answer, each with Accept and Decline. */
export function PendingInvitationsList(props: {
  invitations: PendingInvitation[];
  /** The family whose answer is being sent: its buttons are disabled meanwhile. */
  answering: number | null;
  onAnswer: (invitation: PendingInvitation, answer: InvitationAnswerKind) => void;
}) {
  const t = useT(invitationsMessages);
  return (
    <List aria-label={t('pendingInvitations')} disablePadding>
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
                  {t('invitedAs', { role: t(roleKey(invitation.role)) })}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  disabled={busy}
                  aria-label={t('acceptInvitationOf', { familyName: invitation.familyName })}
                  onClick={() => props.onAnswer(invitation, 'accept')}
                >
                  {t('accept')}
                </Button>
                <Button
                  variant="outlined"
                  disabled={busy}
                  aria-label={t('declineInvitationOf', { familyName: invitation.familyName })}
                  onClick={() => props.onAnswer(invitation, 'decline')}
                >
                  {t('decline')}
                </Button>
              </Stack>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
