import {
  inviteMemberAccountContract,
  memberInviteSchema,
  type MemberInvite,
} from '@familytree/shared';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiRequest } from '../../../../lib/api-client';
import { useSpecText, useT } from '../../../../lib/i18n';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFamily } from '../../../family';
import { profilesMessages } from '../../messages';

/**
 * For a family admin, or the branch admin of this person: invites the relative by email to keep
 * their own profile (a MEMBER account, issue 17). The server decides; this only offers it.
 */
export function InviteMemberButton({ personId, name }: { personId: number; name: string }) {
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const family = useFamily();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<MemberInvite>({
    resolver: zodResolver(memberInviteSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    setOpen(false);
    setResult(null);
    form.reset();
  };
  const onSubmit = form.handleSubmit(async (body) => {
    setResult(null);
    try {
      const invited = await apiRequest(inviteMemberAccountContract, {
        params: { familyId: family.familyId, personId },
        body,
      });
      setResult({ ok: true, text: t('inviteSent', { email: invited.email }) });
    } catch (error) {
      showServerFieldErrors<MemberInvite>(error, ['email'], form.setError);
      setResult({ ok: false, text: text((error as Error).message) });
    }
  });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PersonAddIcon aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ mb: { sm: 1.5 }, flexShrink: 0, bgcolor: 'background.paper' }}
      >
        {t('inviteToEdit')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('inviteTitle', { name })}</DialogTitle>
        <form noValidate onSubmit={onSubmit} aria-label={t('inviteTitle', { name })}>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('inviteBody', { name })}</DialogContentText>
              {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
              {!result?.ok && (
                <TextField
                  label={t('email')}
                  type="email"
                  autoFocus
                  error={!!errors.email}
                  helperText={errors.email?.message && text(errors.email.message)}
                  {...form.register('email')}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('close')}</Button>
            {!result?.ok && (
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {t('sendInvitation')}
              </Button>
            )}
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
