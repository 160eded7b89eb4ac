import { intlLocale, type AccountSession } from '@familytree/shared';
import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useLocale, useSpecText, useT } from '../../../lib/i18n';
import { useRevokeOtherSessionsMutation, useRevokeSessionMutation } from '../account.api';
import { accountMessages } from '../messages';

/** When a session was last used, in the language's conventions and the viewer's own time zone. */
function useWhen() {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}

/** Where the account is logged in; any other session can be ended here. */
export function SessionsList({ sessions }: { sessions: AccountSession[] }) {
  const t = useT(accountMessages);
  const { text } = useSpecText();
  const when = useWhen();
  const revoke = useRevokeSessionMutation();
  const revokeOthers = useRevokeOtherSessionsMutation();
  const error = revoke.error ?? revokeOthers.error;
  const others = sessions.filter((s) => !s.current).length;

  return (
    <Stack spacing={2} aria-labelledby="account-sessions" component="section">
      <Typography id="account-sessions" variant="h6" component="h2">
        {t('sessionsTitle')}
      </Typography>
      {error && <Alert severity="error">{text(error.message)}</Alert>}
      <List aria-label={t('sessionsTitle')} disablePadding>
        {sessions.map((s) => (
          <ListItem
            key={s.sessionId}
            divider
            disableGutters
            secondaryAction={
              !s.current && (
                <Button
                  size="small"
                  aria-label={t('logOutSession', { device: s.device, when: when(s.lastUsedAt) })}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(s.sessionId)}
                >
                  {t('logOut')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={
                <>
                  {s.device}{' '}
                  {s.current && <Chip size="small" color="primary" label={t('thisDevice')} />}
                </>
              }
              secondary={t('lastUsed', { when: when(s.lastUsedAt) })}
              sx={{ pr: 10 }}
            />
          </ListItem>
        ))}
      </List>
      <Button
        variant="outlined"
        color="error"
        disabled={others === 0 || revokeOthers.isPending}
        onClick={() => revokeOthers.mutate()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('logOutOthers')}
      </Button>
    </Stack>
  );
}
