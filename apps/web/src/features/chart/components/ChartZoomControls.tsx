import AddIcon from '@mui/icons-material/Add';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Paper, Tooltip } from '@mui/material';
import { memo } from 'react';
import { useChartT } from './use-chart-text';
import { zoomStep } from './use-pan-zoom';

/**
 * Zoom in, zoom out and fit, over the chart's bottom right corner. A memo: its tooltips and
 * buttons are costly to render and change only with the chart's size.
 */
export const ChartZoomControls = memo(function ChartZoomControls(props: {
  zoomBy: (factor: number) => void;
  fit: () => void;
}) {
  const { zoomBy, fit } = props;
  const t = useChartT();
  return (
    <Paper
      elevation={2}
      sx={{ position: 'absolute', right: 8, bottom: 8, display: 'flex', flexDirection: 'column' }}
    >
      <Tooltip title={t('zoomIn')} placement="left">
        <IconButton aria-label={t('zoomIn')} onClick={() => zoomBy(zoomStep)}>
          <AddIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('zoomOut')} placement="left">
        <IconButton aria-label={t('zoomOut')} onClick={() => zoomBy(1 / zoomStep)}>
          <RemoveIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('fit')} placement="left">
        <IconButton aria-label={t('fit')} onClick={fit}>
          <FitScreenIcon />
        </IconButton>
      </Tooltip>
    </Paper>
  );
});
