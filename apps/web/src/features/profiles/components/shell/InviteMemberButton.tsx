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
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFamily } from '../../../family';

/**
 * For a family admin, or the branch admin of this person: invites the relative by email to keep
 * their own profile (a MEMBER account, issue 17). The server decides; this only offers it.
 */
export function InviteMemberButton({ personId, name }: { personId: number; name: string }) {
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
      setResult({ ok: true, text: `An invitation was sent to ${invited.email}.` });
    } catch (error) {
      showServerFieldErrors<MemberInvite>(error, ['email'], form.setError);
      setResult({ ok: false, text: (error as Error).message });
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
        Invite to edit
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Invite {name}</DialogTitle>
        <form noValidate onSubmit={onSubmit} aria-label={`Invite ${name}`}>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                {name} gets a member account to keep this profile, and nothing else.
              </DialogContentText>
              {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
              {!result?.ok && (
                <TextField
                  label="Email"
                  type="email"
                  autoFocus
                  error={!!errors.email}
                  helperText={errors.email?.message}
                  {...form.register('email')}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Close</Button>
            {!result?.ok && (
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Send invitation
              </Button>
            )}
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
