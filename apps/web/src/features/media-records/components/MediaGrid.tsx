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
import { useMediaT, useMediaText } from '../hooks/use-media-text';
import type { MediaKey } from '../logic/media-text';
import { UnlinkMediaConfirm } from './MediaLinkDialogs';

const MediaDialog = lazy(() => import('./MediaDialog').then((m) => ({ default: m.MediaDialog })));

/** Where a photo of the profile or the gallery lives (a media record says nothing). */
const originKeys: Record<MediaOrigin, MediaKey | null> = {
  record: null,
  profile: 'originProfile',
  cover: 'originCover',
  lifeEvent: 'originLifeEvent',
  gallery: 'originGallery',
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
  const t = useMediaT();
  const text = useMediaText();
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
          {text(error)}
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
          const originKey = originKeys[item.origin];
          const origin = originKey && t(originKey);
          return (
            <Card component="li" key={item.key} variant="outlined">
              <Link
                href={item.url}
                target="_blank"
                rel="noopener"
                aria-label={t(item.kind === 'document' ? 'openPdf' : 'open', { title: item.title })}
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
                    aria-label={t('editItem', { title: item.title })}
                  >
                    {t('edit')}
                  </Button>
                  {ownLink(item) && (
                    <Button
                      size="small"
                      onClick={() => setUnlinking(item)}
                      aria-label={t('unlinkItem', { title: item.title })}
                    >
                      {t('unlink')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(item)}
                    aria-label={t('deleteItem', { title: item.title })}
                  >
                    {t('delete')}
                  </Button>
                </CardActions>
              )}
            </Card>
          );
        })}
      </Box>
      <DestructiveConfirmDialog
        open={deleting !== null}
        message={t('deleteQuestion')}
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
