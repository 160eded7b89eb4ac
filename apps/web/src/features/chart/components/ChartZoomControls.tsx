import AddIcon from '@mui/icons-material/Add';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Paper, Tooltip } from '@mui/material';
import { zoomStep } from './use-pan-zoom';

/** Zoom in, zoom out and fit, over the chart's bottom right corner. */
export function ChartZoomControls(props: { zoomBy: (factor: number) => void; fit: () => void }) {
  const { zoomBy, fit } = props;
  return (
    <Paper
      elevation={2}
      sx={{ position: 'absolute', right: 8, bottom: 8, display: 'flex', flexDirection: 'column' }}
    >
      <Tooltip title="Zoom in" placement="left">
        <IconButton aria-label="Zoom in" onClick={() => zoomBy(zoomStep)}>
          <AddIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Zoom out" placement="left">
        <IconButton aria-label="Zoom out" onClick={() => zoomBy(1 / zoomStep)}>
          <RemoveIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Fit the chart" placement="left">
        <IconButton aria-label="Fit the chart" onClick={fit}>
          <FitScreenIcon />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}
