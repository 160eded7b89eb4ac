import { Alert, Button, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

export interface Notice {
  ok: boolean;
  text: string;
}

/** One titled form of My account: its outcome above the fields, its one button below. */
export function AccountFormSection({
  id,
  title,
  notice,
  onSubmit,
  submitLabel,
  pending,
  children,
}: {
  id: string;
  title: string;
  notice: Notice | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      {children}
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
