import type { MediaItem } from '@familytree/shared';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { MediaUploadValues } from '../api/media-records.api';
import { MediaGrid } from './MediaGrid';

const MediaDialog = lazy(() => import('./MediaDialog').then((m) => ({ default: m.MediaDialog })));

/** A record's media with its loading, error and empty states, and Add media for its editors. */
export function MediaSection(props: {
  familyId: number;
  heading: string;
  /** What the grid is named for screen readers ("Media of Anna Person"). */
  label: string;
  empty: string;
  query: UseQueryResult<MediaItem[], Error>;
  link: MediaUploadValues['link'];
  canEdit: boolean;
}) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const { query } = props;
  let body;
  if (query.isPending) {
    body = <Skeleton variant="rounded" height={160} role="status" aria-label="Loading media" />;
  } else if (query.isError) {
    body = (
      <ErrorAlert onRetry={() => void query.refetch()}>
        The media could not be loaded. {query.error.message}
      </ErrorAlert>
    );
  } else if (query.data.length === 0) {
    body = <Typography color="text.secondary">{props.empty}</Typography>;
  } else {
    body = (
      <MediaGrid
        familyId={props.familyId}
        items={query.data}
        label={props.label}
        canEdit={props.canEdit}
      />
    );
  }
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h5" component="h2">
          {props.heading}
        </Typography>
        {props.canEdit && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add media
          </Button>
        )}
      </Stack>
      {body}
      {adding && (
        <Suspense fallback={null}>
          <MediaDialog
            familyId={props.familyId}
            media={null}
            link={props.link}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
