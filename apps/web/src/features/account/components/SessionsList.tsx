import type { AccountSession } from '@familytree/shared';
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
import { useRevokeOtherSessionsMutation, useRevokeSessionMutation } from '../account.api';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the account is logged in; any other session can be ended here. */
export function SessionsList({ sessions }: { sessions: AccountSession[] }) {
  const revoke = useRevokeSessionMutation();
  const revokeOthers = useRevokeOtherSessionsMutation();
  const error = revoke.error ?? revokeOthers.error;
  const others = sessions.filter((s) => !s.current).length;

  return (
    <Stack spacing={2} aria-labelledby="account-sessions" component="section">
      <Typography id="account-sessions" variant="h6" component="h2">
        Active sessions
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      <List aria-label="Active sessions" disablePadding>
        {sessions.map((s) => (
          <ListItem
            key={s.sessionId}
            divider
            disableGutters
            secondaryAction={
              !s.current && (
                <Button
                  size="small"
                  aria-label={`Log out ${s.device}, last used ${when(s.lastUsedAt)}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(s.sessionId)}
                >
                  Log out
                </Button>
              )
            }
          >
            <ListItemText
              primary={
                <>
                  {s.device}{' '}
                  {s.current && <Chip size="small" color="primary" label="This device" />}
                </>
              }
              secondary={`Last used ${when(s.lastUsedAt)}`}
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
        Log out everywhere else
      </Button>
    </Stack>
  );
}
