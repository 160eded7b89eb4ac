import { Box, MenuItem, Stack, TextField } from '@mui/material';
import type { ChartKey } from '../logic/chart-text';
import { fanColourings, type FanColouring } from '../logic/fan-colours';
import { fanVariants, type FanVariant } from '../logic/fan-geometry';
import { fanLegend } from '../logic/fan-legend';
import type { FanOptions as Options } from '../logic/fan-options';
import { useChartT } from './use-chart-text';

const variantLabels: Record<FanVariant, ChartKey> = {
  180: 'fanHalf',
  270: 'fanThreeQuarter',
  360: 'fanFull',
};
const colouringLabels: Record<FanColouring, ChartKey> = {
  generation: 'fanByGeneration',
  line: 'fanByLine',
};

/** The fan's shape and colours, and the legend of those colours (issue 32). */
export function FanOptions(props: {
  options: Options;
  /** Rings the fan shows beyond the focus: the legend names as many generations. */
  rings: number;
  onChange: (options: Options) => void;
}) {
  const { options, rings, onChange } = props;
  const t = useChartT();
  return (
    <Stack
      className="chart-screen-only"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        label={t('fanShape')}
        value={String(options.variant)}
        onChange={(event) =>
          onChange({ ...options, variant: Number(event.target.value) as FanVariant })
        }
        sx={{ width: { xs: '100%', sm: 250 } }}
      >
        {fanVariants.map((v) => (
          <MenuItem key={v} value={String(v)}>
            {t(variantLabels[v])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('fanColours')}
        value={options.colouring}
        onChange={(event) =>
          onChange({ ...options, colouring: event.target.value as FanColouring })
        }
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {fanColourings.map((c) => (
          <MenuItem key={c} value={c}>
            {t(colouringLabels[c])}
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="ul"
        aria-label={t('fanLegendLabel')}
        className="fan-legend-list"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          flex: 1,
          minWidth: 0,
        }}
      >
        {fanLegend(t, options.colouring, rings).map((item) => (
          <Box
            component="li"
            key={item.key}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'body2' }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 14,
                height: 14,
                borderRadius: '3px',
                bgcolor: item.fill,
                border: 1,
                borderColor: item.stroke,
                flex: 'none',
              }}
            />
            {item.label}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
