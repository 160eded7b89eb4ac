import type { FamilySettings, VisitorDateLevel } from '@familytree/shared';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { NoticeSnackbar, type Notice } from '../../components/NoticeSnackbar';
import { PageHeading } from '../../components/PageHeading';
import { useSession } from '../../lib/session-store';
import { useFamily } from '../family';
import { useSaveSettingsMutation, useSettingsQuery } from './settings.api';

const levels: Array<{ value: VisitorDateLevel; label: string; help: string }> = [
  {
    value: 'FULL',
    label: 'Full dates',
    help: 'Visitors see dates and places of birth of living members.',
  },
  {
    value: 'YEAR',
    label: 'Year of birth only',
    help: 'Visitors see the year of birth of living members, no full date and no place.',
  },
  {
    value: 'NAMES',
    label: 'Names only',
    help: 'Visitors see no dates or places of living members.',
  },
];

/** /settings: what visitors see of living members, and whether the site is for members only. */
export function SettingsPage() {
  const { familyId } = useFamily();
  const isFamilyAdmin = useSession()?.userRole === 'FAMILY_ADMIN';
  const settings = useSettingsQuery(familyId, isFamilyAdmin);
  const save = useSaveSettingsMutation(familyId);
  const [form, setForm] = useState<FamilySettings | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (settings.data) setForm(settings.data);
  }, [settings.data]);

  let body;
  if (!isFamilyAdmin || (settings.error as { status?: number } | null)?.status === 403) {
    body = <Alert severity="warning">Only the family&apos;s admins may change its settings.</Alert>;
  } else if (settings.isError) {
    body = (
      <ErrorAlert onRetry={() => void settings.refetch()}>
        The settings could not be loaded. {settings.error.message}
      </ErrorAlert>
    );
  } else if (!form) {
    body = <Skeleton variant="rounded" height={240} role="status" aria-label="Loading settings" />;
  } else {
    const onSave = () =>
      save.mutate(form, {
        onSuccess: () => setNotice({ severity: 'success', text: 'Settings saved' }),
        onError: (error) => setNotice({ severity: 'error', text: error.message }),
      });
    body = (
      <Stack spacing={3} component="form" onSubmit={(e) => (e.preventDefault(), onSave())}>
        <FormControl>
          <FormLabel id="visitor-dates-label">What visitors see of living members</FormLabel>
          <RadioGroup
            aria-labelledby="visitor-dates-label"
            value={form.visitorDates}
            onChange={(e) => setForm({ ...form, visitorDates: e.target.value as VisitorDateLevel })}
          >
            {levels.map((level) => (
              <Stack key={level.value} sx={{ mb: 1 }}>
                <FormControlLabel value={level.value} control={<Radio />} label={level.label} />
                <FormHelperText sx={{ mt: -1, ml: 4 }}>{level.help}</FormHelperText>
              </Stack>
            ))}
          </RadioGroup>
          <FormHelperText>
            Deceased members, and everyone born more than 100 years ago, are always shown in full.
            Logged-in admins of the family see everything.
          </FormHelperText>
        </FormControl>
        <FormControl>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.membersOnly}
                onChange={(e) => setForm({ ...form, membersOnly: e.target.checked })}
              />
            }
            label="Members-only site"
          />
          <FormHelperText>Visitors see the home page and a login, nothing else.</FormHelperText>
        </FormControl>
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save settings
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading title="Settings" />
      {body}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Container>
  );
}
