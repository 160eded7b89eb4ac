import {
  isLocale,
  localeNames,
  locales,
  type FamilySettings,
  type VisitorDateLevel,
} from '@familytree/shared';
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
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { NoticeSnackbar, type Notice } from '../../components/NoticeSnackbar';
import { PageHeading } from '../../components/PageHeading';
import { useSpecText, useT } from '../../lib/i18n';
import { useSession } from '../../lib/session-store';
import { useFamily } from '../family';
import { settingsMessages } from './messages';
import { useSaveSettingsMutation, useSettingsQuery } from './settings.api';

type SettingsKey = keyof typeof settingsMessages.en;

const levels = [
  { value: 'FULL', label: 'levelFull', help: 'levelFullHelp' },
  { value: 'YEAR', label: 'levelYear', help: 'levelYearHelp' },
  { value: 'NAMES', label: 'levelNames', help: 'levelNamesHelp' },
] as const satisfies ReadonlyArray<{
  value: VisitorDateLevel;
  label: SettingsKey;
  help: SettingsKey;
}>;

/** /settings: what visitors see of living members, and whether the site is for members only. */
export function SettingsPage() {
  const t = useT(settingsMessages);
  const { text } = useSpecText();
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
    body = <Alert severity="warning">{t('onlyAdmins')}</Alert>;
  } else if (settings.isError) {
    body = (
      <ErrorAlert onRetry={() => void settings.refetch()}>
        {t('loadFailed', { message: text(settings.error.message) })}
      </ErrorAlert>
    );
  } else if (!form) {
    body = <Skeleton variant="rounded" height={240} role="status" aria-label={t('loading')} />;
  } else {
    const onSave = () =>
      save.mutate(form, {
        onSuccess: () => setNotice({ severity: 'success', text: t('saved') }),
        onError: (error) => setNotice({ severity: 'error', text: text(error.message) }),
      });
    body = (
      <Stack spacing={3} component="form" onSubmit={(e) => (e.preventDefault(), onSave())}>
        <FormControl>
          <FormLabel id="visitor-dates-label">{t('visitorDatesLabel')}</FormLabel>
          <RadioGroup
            aria-labelledby="visitor-dates-label"
            value={form.visitorDates}
            onChange={(e) => setForm({ ...form, visitorDates: e.target.value as VisitorDateLevel })}
          >
            {levels.map((level) => (
              <Stack key={level.value} sx={{ mb: 1 }}>
                <FormControlLabel value={level.value} control={<Radio />} label={t(level.label)} />
                <FormHelperText sx={{ mt: -1, ml: 4 }}>{t(level.help)}</FormHelperText>
              </Stack>
            ))}
          </RadioGroup>
          <FormHelperText>{t('alwaysShown')}</FormHelperText>
        </FormControl>
        <FormControl>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.membersOnly}
                onChange={(e) => setForm({ ...form, membersOnly: e.target.checked })}
              />
            }
            label={t('membersOnlySite')}
          />
          <FormHelperText>{t('membersOnlyHelp')}</FormHelperText>
        </FormControl>
        <TextField
          select
          label={t('siteLanguageLabel')}
          helperText={t('siteLanguageHelp')}
          value={form.language ?? ''}
          onChange={(e) =>
            setForm({ ...form, language: isLocale(e.target.value) ? e.target.value : null })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('siteLanguageBrowser')}</option>
          {locales.map((l) => (
            <option key={l} value={l} lang={l}>
              {localeNames[l]}
            </option>
          ))}
        </TextField>
        <div>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading title={t('title')} />
      {body}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Container>
  );
}
