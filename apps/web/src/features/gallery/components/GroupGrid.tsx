import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { GalleryGroup } from '@familytree/shared';
import { Link as RouterLink } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
import { galleryMessages } from '../messages';
import { GalleryImg } from './GalleryImg';

/** Thumbnails fill a grid cell: half the phone's width, or about 240 px on wider screens. */
export const tileSizes = '(max-width: 600px) 50vw, 240px';

export const tileGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(160px, 45%), 1fr))',
} as const;

/** The albums (or generations, or persons) as cards with a cover photo and a count. */
export function GroupGrid(props: { groups: GalleryGroup[]; searchOf: (key: string) => string }) {
  const t = useT(galleryMessages);
  return (
    <Box
      component="ul"
      aria-label={t('albums')}
      sx={{ ...tileGrid, listStyle: 'none', p: 0, m: 0 }}
    >
      {props.groups.map((group) => (
        <Card component="li" key={group.key} variant="outlined">
          <CardActionArea component={RouterLink} to={{ search: props.searchOf(group.key) }}>
            <Box
              sx={{
                aspectRatio: '4 / 3',
                bgcolor: 'grey.100',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {group.cover ? (
                <GalleryImg image={group.cover} alt="" sizes={tileSizes} fallbackWidth={240} />
              ) : (
                <PhotoLibraryOutlinedIcon aria-hidden color="disabled" fontSize="large" />
              )}
            </Box>
            <CardContent sx={{ py: 1.5 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap>
                {group.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('photoCount', { count: group.count })}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
