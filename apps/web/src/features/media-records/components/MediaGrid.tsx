import { describeGedcomDate, type MediaItem, type MediaOrigin } from '@familytree/shared';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Link,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { useDeleteMediaMutation, type MediaSubject } from '../api/media-records.api';
import { linkTo } from '../logic/media-subject';
import { UnlinkMediaConfirm } from './MediaLinkDialogs';

const MediaDialog = lazy(() => import('./MediaDialog').then((m) => ({ default: m.MediaDialog })));

const originLabels: Record<MediaOrigin, string | null> = {
  record: null,
  profile: 'Profile photo',
  cover: 'Cover photo',
  lifeEvent: 'Life event',
  gallery: 'Gallery',
};

/** The narrowest thumbnail at least 240 px wide, or the image itself. */
const thumbnailOf = (item: MediaItem) =>
  item.image?.thumbnails.find((t) => t.width >= 240)?.url ?? item.image?.url ?? item.url;

/**
 * Media as a grid of cards: images as thumbnails (opening the image), documents with a PDF icon
 * (opening the PDF in a new tab); title, date and description under each. Editors get Edit and
 * Delete (asked first) on the media records; the profile's photos are edited where they live.
 */
export function MediaGrid(props: {
  familyId: number;
  items: MediaItem[];
  label: string;
  canEdit: boolean;
  /** Whose list it is: a record linked to them gets Unlink (the record stays). */
  unlinkFrom?: { subject: MediaSubject; name: string };
}) {
  const remove = useDeleteMediaMutation(props.familyId);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [unlinking, setUnlinking] = useState<MediaItem | null>(null);
  const ownLink = (item: MediaItem) =>
    props.unlinkFrom ? linkTo(item, props.unlinkFrom.subject) : undefined;
  const [error, setError] = useState<string | null>(null);
  const unlinkLink = unlinking && ownLink(unlinking);
  const unlinkTarget =
    unlinking?.mediaId && unlinkLink
      ? { mediaId: unlinking.mediaId, linkId: unlinkLink.linkId, title: unlinking.title }
      : null;
  return (
    <>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={props.label}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        {props.items.map((item) => {
          const origin = originLabels[item.origin];
          return (
            <Card component="li" key={item.key} variant="outlined">
              <Link
                href={item.url}
                target="_blank"
                rel="noopener"
                aria-label={`Open ${item.title}${item.kind === 'document' ? ' (PDF, new tab)' : ''}`}
                sx={{ display: 'block' }}
              >
                {item.kind === 'image' ? (
                  <CardMedia
                    component="img"
                    image={thumbnailOf(item)}
                    alt={item.title}
                    loading="lazy"
                    sx={{ height: 140, objectFit: 'cover' }}
                  />
                ) : (
                  <Box
                    sx={{ height: 140, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
                  >
                    <PictureAsPdfIcon sx={{ fontSize: 56 }} color="error" aria-hidden />
                  </Box>
                )}
              </Link>
              <CardContent sx={{ pb: 1 }}>
                <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-word' }}>
                  {item.title}
                </Typography>
                {item.date && (
                  <Typography variant="body2" color="text.secondary">
                    {describeGedcomDate(item.date)}
                  </Typography>
                )}
                {origin && (
                  <Typography variant="caption" color="text.secondary">
                    {origin}
                  </Typography>
                )}
                {item.description && (
                  <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                    {item.description}
                  </Typography>
                )}
              </CardContent>
              {props.canEdit && item.mediaId !== null && (
                <CardActions>
                  <Button
                    size="small"
                    onClick={() => setEditing(item)}
                    aria-label={`Edit ${item.title}`}
                  >
                    Edit
                  </Button>
                  {ownLink(item) && (
                    <Button
                      size="small"
                      onClick={() => setUnlinking(item)}
                      aria-label={`Unlink ${item.title}`}
                    >
                      Unlink
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(item)}
                    aria-label={`Delete ${item.title}`}
                  >
                    Delete
                  </Button>
                </CardActions>
              )}
            </Card>
          );
        })}
      </Box>
      <DestructiveConfirmDialog
        open={deleting !== null}
        message="Delete this media?"
        detail={deleting?.title}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting?.mediaId) return;
          remove.mutate(deleting.mediaId, {
            onSuccess: () => setDeleting(null),
            onError: (e) => {
              setDeleting(null);
              setError(e.message);
            },
          });
        }}
      />
      <UnlinkMediaConfirm
        familyId={props.familyId}
        from={props.unlinkFrom?.name ?? ''}
        target={unlinkTarget}
        onClose={() => setUnlinking(null)}
        onError={setError}
      />
      {editing && (
        <Suspense fallback={null}>
          <MediaDialog
            familyId={props.familyId}
            media={editing}
            link={null}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
