import { Box, Typography } from '@mui/material';
import { useSpecText } from '../../../lib/i18n';
import type { ChartLayout } from '../logic/chart-geometry';
import { ChartDrawing } from './ChartDrawing';

/** Beyond this many persons a printed chart would be unreadable, and the copy too heavy to keep. */
const maxPrinted = 1500;

/**
 * The whole chart fitted to the page, shown only when printing (the print stylesheet hides the
 * interactive chart, which draws only what is on screen).
 */
export function ChartPrintCopy(props: { layout: ChartLayout; focusId: number; title: string }) {
  const { layout, focusId, title } = props;
  const spec = useSpecText().t;
  const b = layout.bounds;
  const pad = 10;
  return (
    <Box className="chart-print">
      <Typography variant="h6" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {layout.placed.length > maxPrinted ? (
        <Typography>{spec('chart.tooLargeToPrint')}</Typography>
      ) : (
        <svg
          viewBox={`${b.minX - pad} ${b.minY - pad} ${b.maxX - b.minX + 2 * pad} ${b.maxY - b.minY + 2 * pad}`}
          style={{ width: '100%', height: 'auto', maxHeight: '170mm' }}
          aria-hidden
        >
          <ChartDrawing layout={layout} cards={layout.placed} overview={null} focusId={focusId} />
        </svg>
      )}
    </Box>
  );
}
