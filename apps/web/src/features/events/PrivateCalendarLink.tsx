import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSession } from '../../lib/session-store';
import { usePrivateCalendarChange, usePrivateCalendarStatus } from './private-calendar.api';

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A member's private calendar link (decision 0019): the feed with what the member sees, for a
 * phone calendar that sends no login. The link is shown once, when made; a new one replaces it.
 */
export function PrivateCalendarLink({ familyId }: { familyId: number }) {
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
        Your private calendar link
      </Typography>
      <Stack spacing={1.5}>
        <Typography color="text.secondary">
          For your phone&apos;s calendar: it shows the dates as you see them here, without logging
          in, also when the site is for members only. Keep it to yourself.
        </Typography>
        {change.error && <Alert severity="error">{change.error.message}</Alert>}
        {url ? (
          <TextField
            label="Private calendar link"
            value={url}
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText="Copy it now: it is shown only once."
            onFocus={(e) => e.target.select()}
          />
        ) : status.data.active && status.data.createdAt ? (
          <Typography>A link made on {dayOf(status.data.createdAt)} is active.</Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={make} disabled={change.isPending}>
            {status.data.active ? 'Make a new link' : 'Make a private link'}
          </Button>
          {status.data.active && (
            <Button color="error" onClick={revoke} disabled={change.isPending}>
              Revoke link
            </Button>
          )}
        </Stack>
      </Stack>
    </section>
  );
}
