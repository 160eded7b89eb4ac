import type { MediaItem } from '@familytree/shared';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { MediaSubject } from '../api/media-records.api';
import { useMediaT, useMediaText } from '../hooks/use-media-text';
import { MediaGrid } from './MediaGrid';
import { AddMediaDialog } from './MediaLinkDialogs';

/**
 * A record's media with its loading, error and empty states; its editors add media, link one of
 * the family's existing records, and unlink one without deleting it.
 */
export function MediaSection(props: {
  familyId: number;
  heading: string;
  /** What the grid is named for screen readers ("Media of Anna Person"). */
  label: string;
  empty: string;
  query: UseQueryResult<MediaItem[], Error>;
  link: MediaSubject;
  /** Whom the media are of, in dialogs' words ("Anna Person", "the couple"). */
  subjectName: string;
  /** The buttons name the marriage where one page has several sections ("Add media for the marriage"). */
  forMarriage?: boolean;
  canEdit: boolean;
}) {
  const t = useMediaT();
  const text = useMediaText();
  const headingId = useId();
  const [adding, setAdding] = useState<'upload' | 'existing' | null>(null);
  const { query } = props;
  let body;
  if (query.isPending) {
    body = <Skeleton variant="rounded" height={160} role="status" aria-label={t('loadingMedia')} />;
  } else if (query.isError) {
    body = (
      <ErrorAlert onRetry={() => void query.refetch()}>
        {t('mediaLoadFailed', { error: text(query.error.message) })}
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
        unlinkFrom={{ subject: props.link, name: props.subjectName }}
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
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            <Button onClick={() => setAdding('existing')}>
              {props.forMarriage ? t('linkExistingForMarriage') : t('linkExisting')}
            </Button>
            <Button variant="contained" onClick={() => setAdding('upload')}>
              {props.forMarriage ? t('addMediaForMarriage') : t('addMedia')}
            </Button>
          </Stack>
        )}
      </Stack>
      {body}
      <AddMediaDialog
        familyId={props.familyId}
        adding={adding}
        subject={props.link}
        subjectName={props.subjectName}
        linkedIds={(query.data ?? []).flatMap((item) =>
          item.mediaId === null ? [] : [item.mediaId],
        )}
        onClose={() => setAdding(null)}
      />
    </Stack>
  );
}
