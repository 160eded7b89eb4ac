import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; items without a value are left out. */
export function InfoList({ items }: { items: InfoItem[] }) {
  const shown = items.filter((item) => item.value !== null && item.value !== '');
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {shown.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 1, sm: 0 } }}
          >
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
