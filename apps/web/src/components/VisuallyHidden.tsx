import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Content for screen readers only: a word beside an icon, or a chart's numbers as a table.
 * A table needs `component="div"`: a span may not hold one.
 */
export function VisuallyHidden({
  children,
  component = 'span',
}: {
  children: ReactNode;
  component?: 'span' | 'div';
}) {
  return (
    <Box
      component={component}
      sx={{
        position: 'absolute',
        // In px: MUI reads the numbers 1 as 100 %, which made the label as wide as its row
        // and the Find Relation result scroll sideways (issue 14).
        width: '1px',
        height: '1px',
        padding: 0,
        margin: '-1px',
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
