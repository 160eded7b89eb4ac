import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { AxisTick } from '../../../components/AxisTick';
import { ChartOrTable } from '../../../components/ChartOrTable';
import { useFormats } from '../../../lib/i18n';
import { layoutBars, type Bar } from '../logic/bar-chart';
import { useStatisticsT } from './use-statistics-text';

const colours = { bar: '#3f6fb5', axis: '#555', grid: '#ddd', text: '#222' };
const font = 12;

/**
 * One statistic as an SVG bar chart of our own (issue 32), with its title, both axis labels and
 * the same numbers as a table a screen reader reads (the chart is its image); "Show as table"
 * shows that table instead of the chart.
 */
export function BarChart(props: {
  title: string;
  /** The categories' axis (decades, ages, names). */
  categoryLabel: string;
  valueLabel: string;
  bars: readonly Bar[];
  orientation?: 'vertical' | 'horizontal';
}) {
  const { title, categoryLabel, valueLabel, bars } = props;
  const orientation = props.orientation ?? 'vertical';
  const t = useStatisticsT();
  const { number } = useFormats();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const vertical = orientation === 'vertical';
  const width = 560;
  const height = vertical ? 260 : Math.max(120, 28 * bars.length + 60);
  const box = vertical
    ? { width, height, left: 48, right: 12, top: 12, bottom: 58 }
    : { width, height, left: 120, right: 24, top: 8, bottom: 44 };
  const layout = layoutBars(bars, box, orientation, 44);
  const { plot } = layout;
  const table = (
    <Table size="small" aria-labelledby={`${id}-title`}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {categoryLabel}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {valueLabel}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bars.map((bar) => (
          <TableRow key={bar.label}>
            <TableCell component="th" scope="row">
              {bar.label}
            </TableCell>
            <TableCell align="right">{number(bar.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  const chart = (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      style={{ width: '100%', height: 'auto', display: 'block', maxWidth: width }}
    >
      {layout.ticks.map((tick) => (
        <AxisTick
          key={tick.value}
          grid={
            vertical
              ? { x1: plot.x, x2: plot.x + plot.width, y1: tick.at, y2: tick.at }
              : { x1: tick.at, x2: tick.at, y1: plot.y, y2: plot.y + plot.height }
          }
          label={
            vertical
              ? { x: plot.x - 6, y: tick.at + 4, anchor: 'end' }
              : { x: tick.at, y: plot.y + plot.height + 16, anchor: 'middle' }
          }
          colours={colours}
          fontSize={font}
        >
          {number(tick.value)}
        </AxisTick>
      ))}
      {layout.bars.map((bar) => (
        <g key={bar.label}>
          <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={colours.bar}>
            <title>{`${bar.label}: ${number(bar.value)}`}</title>
          </rect>
          {bar.labelled &&
            (vertical ? (
              <text
                x={bar.x + bar.width / 2}
                y={plot.y + plot.height + 8}
                fontSize={font}
                fill={colours.text}
                textAnchor="end"
                dominantBaseline="middle"
                transform={`rotate(-45 ${bar.x + bar.width / 2} ${plot.y + plot.height + 8})`}
              >
                {bar.label}
              </text>
            ) : (
              <text
                x={plot.x - 6}
                y={bar.y + bar.height / 2}
                fontSize={font}
                fill={colours.text}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {bar.label.length > 16 ? `${bar.label.slice(0, 15)}…` : bar.label}
              </text>
            ))}
        </g>
      ))}
      <line x1={plot.x} x2={plot.x} y1={plot.y} y2={plot.y + plot.height} stroke={colours.axis} />
      <line
        x1={plot.x}
        x2={plot.x + plot.width}
        y1={plot.y + plot.height}
        y2={plot.y + plot.height}
        stroke={colours.axis}
      />
      <text
        x={plot.x + plot.width / 2}
        y={height - 4}
        textAnchor="middle"
        fontSize={font}
        fill={colours.axis}
      >
        {vertical ? categoryLabel : valueLabel}
      </text>
      <text
        x={12}
        y={plot.y + plot.height / 2}
        textAnchor="middle"
        fontSize={font}
        fill={colours.axis}
        transform={`rotate(-90 12 ${plot.y + plot.height / 2})`}
      >
        {vertical ? valueLabel : categoryLabel}
      </text>
    </svg>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography
          id={`${id}-title`}
          variant="h6"
          component="h3"
          sx={{ flex: 1, fontSize: '1.05rem' }}
        >
          {title}
        </Typography>
        {bars.length > 0 && (
          <Button size="small" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
            {asTable ? t('showChart') : t('showTable')}
          </Button>
        )}
      </Box>
      {bars.length === 0 ? (
        <Typography color="text.secondary">{t('noData')}</Typography>
      ) : (
        <ChartOrTable asTable={asTable} chart={chart} table={table} />
      )}
    </Paper>
  );
}
