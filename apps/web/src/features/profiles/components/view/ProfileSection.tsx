import { Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One titled block of the profile tab. */
export function ProfileSection(props: { title: string; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={props.testId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}
