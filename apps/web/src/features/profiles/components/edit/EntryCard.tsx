import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../../lib/i18n';
import { profilesMessages } from '../../messages';

/** One entry of a list in a form (a timeline entry, a school, a job, a life event). */
export function EntryCard(props: { title: string; onRemove: () => void; children: ReactNode }) {
  const t = useT(profilesMessages);
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {props.title}
        </Typography>
        <Button
          color="error"
          size="small"
          startIcon={<DeleteOutlinedIcon />}
          onClick={props.onRemove}
          aria-label={t('removeEntry', { title: props.title })}
        >
          {t('remove')}
        </Button>
      </Stack>
      <Box>{props.children}</Box>
    </Paper>
  );
}

/** A titled part of a form. */
export function FormPart(props: { title: string; children: ReactNode; action?: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Stack>
      {props.children}
    </Box>
  );
}
