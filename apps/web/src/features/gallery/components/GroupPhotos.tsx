import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, ButtonBase, CircularProgress, Typography } from '@mui/material';
import type { GalleryGroup, GalleryGrouping } from '@familytree/shared';
import { useState } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { useGalleryPhotosQuery, useRemoveAlbumPhoto } from '../api/gallery-api';
import { AlbumToolbar } from './AlbumToolbar';
import { GalleryImg } from './GalleryImg';
import { tileGrid, tileSizes } from './GroupGrid';
import { Lightbox } from './Lightbox';
import { useT } from '../../../lib/i18n';
import { galleryMessages } from '../messages';

/** The photos of one group as a grid of lazy thumbnails, opening the lightbox. */
export function GroupPhotos(props: {
  familyId: number;
  by: GalleryGrouping;
  group: GalleryGroup;
  backSearch: string;
  onAlbumDeleted: () => void;
}) {
  const { familyId, by, group } = props;
  const t = useT(galleryMessages);
  const query = useGalleryPhotosQuery(familyId, by, group.key);
  const removePhoto = useRemoveAlbumPhoto(familyId);
  const [open, setOpen] = useState<number | null>(null);
  const photos = query.data?.pages.flatMap((p) => p.photos) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const current = open === null ? undefined : photos[open];

  return (
    <Box>
      <Button
        component={RouterLink}
        to={{ search: props.backSearch }}
        startIcon={<ArrowBackIcon />}
      >
        {t('allAlbums')}
      </Button>
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {group.title}
      </Typography>
      {group.description && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {group.description}
        </Typography>
      )}
      {group.canManage && group.albumId !== null && (
        <AlbumToolbar familyId={familyId} album={group} onDeleted={props.onAlbumDeleted} />
      )}
      {query.isPending ? (
        <FullPageLoading label={t('loadingPhotos')} />
      ) : query.isError ? (
        <ErrorAlert onRetry={() => void query.refetch()}>{query.error.message}</ErrorAlert>
      ) : photos.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('noPhotosInAlbum')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('photosOf', { title: group.title })}
          sx={{ ...tileGrid, listStyle: 'none', p: 0, mt: 2 }}
        >
          {photos.map((photo, index) => (
            <li key={photo.key}>
              <ButtonBase
                aria-label={t('openPhoto', { caption: photo.caption || t('untitledPhoto') })}
                onClick={() => setOpen(index)}
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '1',
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'grey.100',
                }}
              >
                <GalleryImg
                  image={photo.image}
                  alt={photo.caption}
                  sizes={tileSizes}
                  fallbackWidth={240}
                />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Button
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          startIcon={query.isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
          sx={{ mt: 2 }}
        >
          {t('showMorePhotos')}
        </Button>
      )}
      {open !== null && current && (
        <Lightbox
          photos={photos}
          index={open}
          total={total}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          onNeedMore={() => void query.fetchNextPage()}
          actions={
            current.canRemove && current.albumPhotoId !== null ? (
              <Button
                color="error"
                variant="outlined"
                disabled={removePhoto.isPending}
                onClick={async () => {
                  await removePhoto
                    .mutateAsync({ albumId: current.albumId!, photoId: current.albumPhotoId! })
                    .catch(() => undefined);
                  setOpen(null);
                }}
              >
                {t('removeFromAlbum')}
              </Button>
            ) : undefined
          }
        />
      )}
    </Box>
  );
}
