import { Box, Typography } from '@mui/material';

export interface TimelineItem {
  key: string;
  title: string;
  subtitle?: string;
  when: string;
}

/** A vertical timeline of entries (education, work, where the member lived). */
export function EntryTimeline({ items, label }: { items: TimelineItem[]; label: string }) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={{
            position: 'relative',
            pl: 3,
            pb: 2,
            borderLeft: 2,
            borderColor: 'divider',
            ml: 0.75,
            '&:last-of-type': { pb: 0.5 },
            '&::before': {
              content: '""',
              position: 'absolute',
              left: -7,
              top: 4,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            },
          }}
        >
          <Typography sx={{ fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
          {item.subtitle && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {item.subtitle}
            </Typography>
          )}
          {item.when && (
            <Typography variant="body2" color="text.secondary">
              {item.when}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
