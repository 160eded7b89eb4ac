import { Box, Typography } from '@mui/material';

/** The family's hero section; its height matters to the tree's sticky generation bar. */
export const coverBannerHeight = { xs: 140, md: 200 };

export function CoverBanner({
  familyName,
  coverPhoto,
}: {
  familyName: string;
  coverPhoto: string | null;
}) {
  return (
    <Box
      data-testid="cover-banner"
      sx={{
        height: coverBannerHeight,
        display: 'flex',
        alignItems: 'flex-end',
        px: { xs: 2, md: 4 },
        pb: 2,
        color: '#fff',
        background: coverPhoto
          ? `linear-gradient(rgba(0,0,0,0.1), rgba(0,0,0,0.55)), url(${coverPhoto}) center/cover`
          : 'linear-gradient(120deg, #2e5e4e 0%, #4f7f63 55%, #9a6b1f 100%)',
      }}
    >
      <Typography
        variant="h4"
        component="p"
        sx={{ fontWeight: 700, textShadow: '0 1px 3px rgba(0,0,0,0.4)' }}
      >
        {familyName}
      </Typography>
    </Box>
  );
}
