import type { LinkRequest } from '@familytree/shared';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useFormats, useT } from '../../../lib/i18n';
import type { LinkRequestAnswer } from '../api/answer-link-request';
import { linkRequestsMessages } from '../messages';
import { richMessage } from '../../../lib/i18n';

const statusChip = {
  PENDING: { label: 'statusPending', color: 'warning' },
  ACCEPTED: { label: 'statusAccepted', color: 'success' },
  DECLINED: { label: 'statusDeclined', color: 'default' },
} as const satisfies Record<
  LinkRequest['status'],
  { label: keyof typeof linkRequestsMessages.en; color: 'warning' | 'success' | 'default' }
>;

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

// The day in the viewer's time zone, as the browser would show it.
const dayOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
};

/** One request: who asked, which two persons, its status, and what this family may do with it. */
export function LinkRequestCard(props: {
  request: LinkRequest;
  direction: 'incoming' | 'outgoing';
  busy: boolean;
  onAnswer: (answer: LinkRequestAnswer) => void;
}) {
  const { request, direction, busy, onAnswer } = props;
  const t = useT(linkRequestsMessages);
  const { date } = useFormats();
  const dateOf = (iso: string) => date(new Date(iso), dayOptions);
  const member = nameOf(request.person);
  const target = nameOf(request.targetPerson);
  const chip = statusChip[request.status];
  const open = request.status === 'PENDING';
  const names = { target, member };
  const asked = { date: dateOf(request.createdAt) };
  const answered = request.decidedAt ? { answered: dateOf(request.decidedAt) } : null;
  const askedText = request.requestedBy
    ? t(answered ? 'askedByOnAnswered' : 'askedByOn', {
        name: nameOf(request.requestedBy),
        ...asked,
        ...answered,
      })
    : t(answered ? 'askedOnAnswered' : 'askedOn', { ...asked, ...answered });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Typography sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {richMessage((values) => t(direction, values), {
              family: (
                <strong>
                  {direction === 'incoming' ? request.family.name : request.targetFamily.name}
                </strong>
              ),
              target: <strong>{target}</strong>,
              member: <strong>{member}</strong>,
            })}
          </Typography>
          <Chip size="small" label={t(chip.label)} color={chip.color} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {askedText}
        </Typography>
        {open && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {direction === 'incoming' ? (
              <>
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => onAnswer('accept')}
                  aria-label={t('acceptLinking', names)}
                >
                  {t('accept')}
                </Button>
                <Button
                  color="error"
                  disabled={busy}
                  onClick={() => onAnswer('decline')}
                  aria-label={t('declineLinking', names)}
                >
                  {t('decline')}
                </Button>
              </>
            ) : (
              <Button
                disabled={busy}
                onClick={() => onAnswer('cancel')}
                aria-label={t('cancelLinking', names)}
              >
                {t('cancelRequest')}
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
