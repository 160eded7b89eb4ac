import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // In px: MUI reads the numbers 1 as 100 %, which made the label as wide as its row
        // and the Find Relation result scroll sideways (issue 14).
        width: '1px',
        height: '1px',
        p: 0,
        m: -1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
