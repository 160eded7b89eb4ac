import type { Invitation, LoginResponse } from '@familytree/shared';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useSpecText, useT } from '../../../lib/i18n';
import { login, logout } from '../../auth';
import { answerInvitation, type InvitationAnswerKind } from '../api/my-invitations';
import { invitationsMessages } from '../messages';

/**
 * The link of an account that already has a password sets nothing: its owner logs in with that
 * password, then accepts or declines (docs/decisions/0010-account-ownership.md).
 */
export function ExistingAccountAnswer(props: {
  invitation: Invitation;
  onAccepted: (login: LoginResponse) => Promise<void>;
  mainSiteHref: string;
}) {
  const { invitation } = props;
  const t = useT(invitationsMessages);
  const { t: spec, text } = useSpecText();
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [session, setSession] = useState<LoginResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);

  const logIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(spec('login.passwordRequired'));
    setBusy(true);
    setError(null);
    try {
      setSession(await login({ email: invitation.email, password }));
    } catch (failure) {
      setError(text((failure as Error).message));
    } finally {
      setBusy(false);
    }
  };

  const answer = async (kind: InvitationAnswerKind) => {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      const { familyList } = await answerInvitation({
        familyId: invitation.familyId,
        answer: kind,
        token: session.token,
      });
      if (kind === 'accept') return await props.onAccepted({ ...session, familyList });
      // Nothing of this family to show: the login made here is not kept.
      await logout(session.token).catch(() => undefined);
      setDeclined(true);
    } catch (failure) {
      setError(text((failure as Error).message));
    } finally {
      setBusy(false);
    }
  };

  if (declined) {
    return (
      <Stack spacing={2}>
        <Alert severity="info" role="status">
          {spec('invitations.declined')}
        </Alert>
        <Button variant="contained" href={props.mainSiteHref}>
          {t('goToLoginPage')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography id={headingId} variant="h6" component="h2">
        {session ? t('yourAnswer') : t('logInToAnswer')}
      </Typography>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {session ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" disabled={busy} onClick={() => void answer('accept')}>
            {t('acceptInvitation')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void answer('decline')}>
            {t('declineInvitation')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} aria-labelledby={headingId} onSubmit={logIn}>
          <Typography color="text.secondary">{t('existingAccountIntro')}</Typography>
          <TextField
            label={t('email')}
            value={invitation.email}
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label={t('password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('logIn')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
