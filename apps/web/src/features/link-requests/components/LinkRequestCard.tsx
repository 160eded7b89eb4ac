import type { LinkRequest } from '@familytree/shared';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { LinkRequestAnswer } from '../api/answer-link-request';

const statusChip: Record<
  LinkRequest['status'],
  { label: string; color: 'warning' | 'success' | 'default' }
> = {
  PENDING: { label: 'Waiting', color: 'warning' },
  ACCEPTED: { label: 'Accepted', color: 'success' },
  DECLINED: { label: 'Declined', color: 'default' },
};

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** One request: who asked, which two persons, its status, and what this family may do with it. */
export function LinkRequestCard(props: {
  request: LinkRequest;
  direction: 'incoming' | 'outgoing';
  busy: boolean;
  onAnswer: (answer: LinkRequestAnswer) => void;
}) {
  const { request, direction, busy, onAnswer } = props;
  const member = nameOf(request.person);
  const target = nameOf(request.targetPerson);
  const chip = statusChip[request.status];
  const open = request.status === 'PENDING';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Typography sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {direction === 'incoming' ? (
              <>
                <strong>{request.family.name}</strong> asks to link your <strong>{target}</strong>{' '}
                as the spouse of their <strong>{member}</strong>.
              </>
            ) : (
              <>
                Asked <strong>{request.targetFamily.name}</strong> to link their{' '}
                <strong>{target}</strong> as the spouse of <strong>{member}</strong>.
              </>
            )}
          </Typography>
          <Chip size="small" label={chip.label} color={chip.color} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {request.requestedBy ? `Asked by ${nameOf(request.requestedBy)} on ` : 'Asked on '}
          {dateOf(request.createdAt)}
          {request.decidedAt ? `, answered on ${dateOf(request.decidedAt)}` : ''}
        </Typography>
        {open && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {direction === 'incoming' ? (
              <>
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => onAnswer('accept')}
                  aria-label={`Accept linking ${target} and ${member}`}
                >
                  Accept
                </Button>
                <Button
                  color="error"
                  disabled={busy}
                  onClick={() => onAnswer('decline')}
                  aria-label={`Decline linking ${target} and ${member}`}
                >
                  Decline
                </Button>
              </>
            ) : (
              <Button
                disabled={busy}
                onClick={() => onAnswer('cancel')}
                aria-label={`Cancel the request to link ${target} and ${member}`}
              >
                Cancel request
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
