import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Link, Stack, Typography } from '@mui/material';
import type { GalleryPhoto } from '@familytree/shared';
import { useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { swipeDirection } from '../logic/swipe';
import { GalleryImg } from './GalleryImg';
import { useT } from '../../../lib/i18n';
import { galleryMessages } from '../messages';

/**
 * One photo at a time, large, with its caption and a link to the person. The dialog is named by
 * the caption; arrow keys and a swipe (pointer events: touch, pen or mouse) turn the photos,
 * Escape closes it (the Dialog's own).
 */
export function Lightbox(props: {
  photos: GalleryPhoto[];
  index: number;
  total: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Asked when the viewer moves past the last loaded photo while more exist. */
  onNeedMore?: () => void;
  actions?: ReactNode;
}) {
  const { photos, index, total, onIndexChange, onClose, onNeedMore, actions } = props;
  const t = useT(galleryMessages);
  const titleId = useId();
  const start = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index];
  if (!photo) return null;

  const go = (step: 1 | -1) => {
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndexChange(next);
    else if (next >= photos.length && photos.length < total) onNeedMore?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const direction = swipeDirection(start.current, { x: event.clientX, y: event.clientY });
    start.current = null;
    if (direction) go(direction === 'next' ? 1 : -1);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
      slotProps={{
        paper: {
          sx: { bgcolor: 'grey.900', color: 'common.white', m: 1, width: 'calc(100% - 16px)' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', p: 1, gap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1, px: 1 }}>
          {photo.caption || t('untitledPhoto')}
        </Typography>
        <Typography variant="body2" aria-live="polite">
          {t('photoPosition', { index: index + 1, total })}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        sx={{ position: 'relative', height: '70vh', touchAction: 'pan-y', userSelect: 'none' }}
      >
        <GalleryImg
          key={photo.key}
          image={photo.image}
          alt={photo.caption}
          sizes="(max-width: 1200px) 100vw, 1200px"
          fallbackWidth={960}
          fit="contain"
          eager
        />
        <IconButton
          aria-label={t('previousPhoto')}
          onClick={() => go(-1)}
          disabled={index === 0}
          sx={{
            position: 'absolute',
            left: 8,
            top: '50%',
            color: 'inherit',
            bgcolor: 'rgba(0,0,0,.4)',
          }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={t('nextPhoto')}
          onClick={() => go(1)}
          disabled={index >= total - 1}
          sx={{
            position: 'absolute',
            right: 8,
            top: '50%',
            color: 'inherit',
            bgcolor: 'rgba(0,0,0,.4)',
          }}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Stack direction="row" sx={{ p: 2, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {photo.personId !== null && (
          <Link
            component={RouterLink}
            to={`/members/${photo.personId}/profile`}
            sx={{ color: 'primary.light' }}
          >
            {photo.personName}
          </Link>
        )}
        <Box sx={{ flex: 1 }} />
        {actions}
      </Stack>
    </Dialog>
  );
}
