import type { GedcomJob } from '@familytree/shared';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatSeconds, importProgress } from '../logic/progress';

/** The running import (bar, persons per second, time left), then its result or its failure. */
export function GedcomImportProgress({ job }: { job: GedcomJob | undefined }) {
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
            Open the family tree
          </Button>
        }
      >
        Imported {job.summary?.persons.toLocaleString('en')} persons,{' '}
        {job.summary?.unions.toLocaleString('en')} marriages and{' '}
        {job.summary?.events.toLocaleString('en')} events.
      </Alert>
    );
  }
  if (job?.status === 'failed') {
    return (
      <Alert severity="error">
        <Typography>{job.error}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Correct that line of the file (or remove it) in the program that wrote it, export again
          and import the new file. The family is unchanged.
        </Typography>
      </Alert>
    );
  }
  const progress = importProgress(job?.processed ?? 0, job?.total ?? 0, now - started.current);
  return (
    <Box role="status" aria-live="polite">
      <Typography sx={{ mb: 1 }}>
        Importing: {(job?.processed ?? 0).toLocaleString('en')} of{' '}
        {(job?.total ?? 0).toLocaleString('en')} persons
        {progress.perSecond !== null &&
          ` · ${progress.perSecond.toLocaleString('en')} persons/s · ${formatSeconds(progress.secondsLeft ?? 0)} left`}
      </Typography>
      <LinearProgress
        variant={job && job.processed > 0 ? 'determinate' : 'indeterminate'}
        value={progress.percent}
        aria-label="Import progress"
      />
    </Box>
  );
}
