import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSession } from '../../lib/session-store';
import { useSpecText } from '../../lib/i18n';
import { usePrivateCalendarChange, usePrivateCalendarStatus } from './private-calendar.api';
import { useDateText, useEventsT } from './use-events-text';

/**
 * A member's private calendar link (decision 0019): the feed with what the member sees, for a
 * phone calendar that sends no login. The link is shown once, when made; a new one replaces it.
 */
export function PrivateCalendarLink({ familyId }: { familyId: number }) {
  const t = useEventsT();
  const { text } = useSpecText();
  const dayOf = useDateText();
  const userId = useSession()?.userId ?? null;
  const status = usePrivateCalendarStatus(familyId, userId);
  const change = usePrivateCalendarChange(familyId, userId);
  const [url, setUrl] = useState<string | null>(null);
  // Visitors and users of other families have no link: nothing to show them.
  if (userId === null || !status.data) return null;

  const make = () =>
    change.mutate('create', {
      onSuccess: (link) => link && setUrl(new URL(link.path, window.location.origin).toString()),
    });
  const revoke = () => change.mutate('revoke', { onSuccess: () => setUrl(null) });

  return (
    <section aria-labelledby="private-calendar-heading">
      <Typography id="private-calendar-heading" variant="h6" component="h2" gutterBottom>
        {t('privateLink')}
      </Typography>
      <Stack spacing={1.5}>
        <Typography color="text.secondary">{t('privateLinkAbout')}</Typography>
        {change.error && <Alert severity="error">{text(change.error.message)}</Alert>}
        {url ? (
          <TextField
            label={t('privateLinkLabel')}
            value={url}
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText={t('copyNow')}
            onFocus={(e) => e.target.select()}
          />
        ) : status.data.active && status.data.createdAt ? (
          <Typography>{t('linkActive', { date: dayOf(status.data.createdAt) })}</Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={make} disabled={change.isPending}>
            {status.data.active ? t('makeNewLink') : t('makePrivateLink')}
          </Button>
          {status.data.active && (
            <Button color="error" onClick={revoke} disabled={change.isPending}>
              {t('revokeLink')}
            </Button>
          )}
        </Stack>
      </Stack>
    </section>
  );
}
