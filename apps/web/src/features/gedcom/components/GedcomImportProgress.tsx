import type { GedcomJob } from '@familytree/shared';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { useFormats, useSpecText } from '../../../lib/i18n';
import { useGedcomT } from '../hooks/use-gedcom-t';
import { formatSeconds, importProgress } from '../logic/progress';

/** The running import (bar, persons per second, time left), then its result or its failure. */
export function GedcomImportProgress({ job }: { job: GedcomJob | undefined }) {
  const t = useGedcomT();
  const { text } = useSpecText();
  const { number } = useFormats();
  const started = useRef(performance.now());
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    setNow(performance.now());
  }, [job?.processed]);

  if (job?.status === 'done') {
    return (
      <Alert
        severity="success"
        action={
          <Button component={Link} to="/familytree" color="inherit">
            {t('openTree')}
          </Button>
        }
      >
        {t('imported', {
          persons: job.summary?.persons ?? 0,
          unions: job.summary?.unions ?? 0,
          events: job.summary?.events ?? 0,
        })}
        {job.summary?.matched !== undefined &&
          ` ${t('importedInto', {
            matched: number(job.summary.matched),
            added: number(job.summary.added ?? 0),
          })}`}
      </Alert>
    );
  }
  if (job?.status === 'failed') {
    return (
      <Alert severity="error">
        <Typography>{job.error && text(job.error)}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('failedHint')}
        </Typography>
      </Alert>
    );
  }
  const progress = importProgress(job?.processed ?? 0, job?.total ?? 0, now - started.current);
  return (
    <Box role="status" aria-live="polite">
      <Typography sx={{ mb: 1 }}>
        {progress.perSecond === null
          ? t('importing', { processed: number(job?.processed ?? 0), total: job?.total ?? 0 })
          : t('importingWithRate', {
              processed: number(job?.processed ?? 0),
              total: job?.total ?? 0,
              rate: number(progress.perSecond),
              time: formatSeconds(progress.secondsLeft ?? 0, t),
            })}
      </Typography>
      <LinearProgress
        variant={job && job.processed > 0 ? 'determinate' : 'indeterminate'}
        value={progress.percent}
        aria-label={t('importProgress')}
      />
    </Box>
  );
}
