import { Box, Typography } from '@mui/material';
import { useSpecText } from '../../../lib/i18n';
import type { ChartLayout } from '../logic/chart-geometry';
import type { ChartSheet } from '../logic/chart-sheet';
import { ChartDrawing } from './ChartDrawing';

/** Beyond this many persons a printed chart would be unreadable, and the copy too heavy to keep. */
const maxPrinted = 1500;

/**
 * The whole chart fitted to the page, shown only when printing (the print stylesheet hides the
 * interactive chart, which draws only what is on screen), under the title, legend and date the
 * downloaded file has too.
 */
export function ChartPrintCopy(props: { layout: ChartLayout; focusId: number; sheet: ChartSheet }) {
  const { layout, focusId, sheet } = props;
  const spec = useSpecText().t;
  const b = layout.bounds;
  const pad = 10;
  return (
    <Box className="chart-print">
      <Typography variant="h6" component="p">
        {sheet.title}
      </Typography>
      <Typography variant="body2">{sheet.legend}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {sheet.madeOn}
      </Typography>
      {layout.placed.length > maxPrinted ? (
        <Typography>{spec('chart.tooLargeToPrint')}</Typography>
      ) : (
        <svg
          viewBox={`${b.minX - pad} ${b.minY - pad} ${b.maxX - b.minX + 2 * pad} ${b.maxY - b.minY + 2 * pad}`}
          style={{ width: '100%', height: 'auto', maxHeight: '160mm' }}
          aria-hidden
        >
          <ChartDrawing layout={layout} cards={layout.placed} overview={null} focusId={focusId} />
        </svg>
      )}
    </Box>
  );
}
