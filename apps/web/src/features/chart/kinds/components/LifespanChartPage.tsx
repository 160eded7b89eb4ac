import type { ChartResponse } from '@familytree/shared';
import {
  Alert,
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
import { useMemo, useState } from 'react';
import { AxisTick } from '../../../../components/AxisTick';
import { ChartOrTable } from '../../../../components/ChartOrTable';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { usePageTitle } from '../../../../components/usePageTitle';
import { useSpecText } from '../../../../lib/i18n';
import { useParams } from '../../../../lib/router';
import { TreeLoading, useTreeFamilyId } from '../../../tree';
import { useChartQuery } from '../../api/get-chart';
import { chartColours } from '../../logic/chart-colours';
import { chartName, cut } from '../../logic/person-text';
import {
  layoutLifespans,
  lifespanRows,
  lifespanSizes,
  type LifespanRole,
  type LifespanRow,
} from '../logic/lifespan-layout';
import { KindPage } from './KindPage';
import { useChartKindsT } from './use-chart-kinds-text';
import { useWidth } from './use-width';

const around = { ancestors: 1, descendants: 1 };
const childrenOnly = { ancestors: 0, descendants: 1 };
const roleKeys = {
  parent: 'roleParent',
  self: 'roleSelf',
  spouse: 'roleSpouse',
  sibling: 'roleSibling',
  child: 'roleChild',
} as const satisfies Record<LifespanRole, string>;
const roleColours: Record<LifespanRole, string> = {
  parent: '#7b5ea7',
  self: '#1f5fa8',
  spouse: '#b5563f',
  sibling: '#3f8f6f',
  child: '#c28a1c',
};

const tickColours = { grid: '#e0e0e0', text: chartColours.text };

/** /familytree/chart/lifespan/{personId} (issue 32): the family's lives on one year axis. */
export function LifespanChartPage() {
  const params = useParams();
  const personId = Number(params.personId);
  const valid = Number.isInteger(personId) && personId > 0;
  const t = useChartKindsT();
  const spec = useSpecText().t;
  const familyId = useTreeFamilyId();
  const chart = useChartQuery(valid ? familyId : null, personId, around);
  const focus = chart.data?.persons.find((p) => p.personId === personId);
  // The siblings are the parents' other children: one call per parent (half-siblings too).
  const father = useChartQuery(
    focus?.fatherId ? familyId : null,
    focus?.fatherId ?? 0,
    childrenOnly,
  );
  const mother = useChartQuery(
    focus?.motherId ? familyId : null,
    focus?.motherId ?? 0,
    childrenOnly,
  );
  const title = focus ? t('lifespanChartOf', { name: chartName(focus) }) : t('lifespanChart');
  usePageTitle(title);
  const thisYear = new Date().getFullYear();
  const data = chart.data;
  const rows = useMemo(() => {
    if (!data) return [];
    const siblings: ChartResponse = {
      focusId: personId,
      persons: [...(father.data?.persons ?? []), ...(mother.data?.persons ?? [])],
      unions: [],
      otherFamilies: [],
    };
    return lifespanRows(personId, data, siblings, thisYear);
  }, [data, father.data, mother.data, personId, thisYear]);

  let body;
  if (!valid) body = <Alert severity="warning">{spec('chart.noSuchChart')}</Alert>;
  else if (familyId === null || chart.isPending) body = <TreeLoading label={t('lifespanChart')} />;
  else if (chart.isError)
    body =
      (chart.error as { status?: number }).status === 404 ? (
        <Alert severity="warning">{spec('chart.noSuchChart')}</Alert>
      ) : (
        <ErrorAlert onRetry={() => void chart.refetch()}>{spec('chart.loadFailed')}</ErrorAlert>
      );
  else body = <Lifespans rows={rows} thisYear={thisYear} title={title} />;
  return (
    <KindPage kind="lifespan" personId={valid ? personId : 0} title={title}>
      {body}
    </KindPage>
  );
}

function Lifespans({
  rows,
  thisYear,
  title,
}: {
  rows: LifespanRow[];
  thisYear: number;
  title: string;
}) {
  const t = useChartKindsT();
  const [asTable, setAsTable] = useState(false);
  const { ref, width } = useWidth<HTMLDivElement>(800);
  const narrow = width < 560;
  const nameWidth = narrow ? 130 : 220;
  const layout = layoutLifespans(
    rows,
    nameWidth + 8,
    Math.max(nameWidth + 60, width - 16),
    thisYear,
  );
  const known = rows.some((r) => r.start !== null || r.end !== null);
  const year = (y: number | null) => (y === null ? t('unknownYear') : String(y));
  const table = (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('person')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('relation')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('born')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('died')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.person.personId}>
            <TableCell component="th" scope="row">
              {chartName(r.person)}
            </TableCell>
            <TableCell>{t(roleKeys[r.role])}</TableCell>
            <TableCell>{year(r.person.birthYear)}</TableCell>
            <TableCell>{r.open ? t('living') : year(r.person.deathYear)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  const { barHeight, axisHeight } = lifespanSizes;
  const chart = (
    <svg
      width={width}
      height={layout.height + 8}
      viewBox={`0 0 ${width} ${layout.height + 8}`}
      role="img"
      aria-label={title}
      style={{ display: 'block' }}
    >
      <text x={4} y={axisHeight - 9} fontSize={12} fill={chartColours.muted}>
        {t('year')}
      </text>
      {layout.ticks.map((tick) => (
        <AxisTick
          key={tick.year}
          grid={{ x1: tick.x, x2: tick.x, y1: axisHeight - 6, y2: layout.height }}
          label={{ x: tick.x, y: axisHeight - 9, anchor: 'middle' }}
          colours={tickColours}
        >
          {tick.year}
        </AxisTick>
      ))}
      {layout.bars.map((bar) => {
        const { row } = bar;
        const colour = roleColours[row.role];
        const name = chartName(row.person);
        const years = `${year(row.start)}–${row.open ? t('living') : year(row.end)}`;
        return (
          <g key={row.person.personId}>
            <title>{`${name} (${t(roleKeys[row.role])}): ${years}`}</title>
            <text
              x={4}
              y={bar.y + barHeight / 2 - 2}
              fontSize={12}
              fontWeight={row.role === 'self' ? 700 : 400}
              fill={chartColours.text}
            >
              {cut(name, narrow ? 17 : 30)}
            </text>
            <text x={4} y={bar.y + barHeight / 2 + 11} fontSize={11} fill={chartColours.muted}>
              {t(roleKeys[row.role])}
            </text>
            {!bar.none && (
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={barHeight}
                rx={bar.mark ? 3 : 2}
                fill={colour}
                fillOpacity={row.open ? 0.55 : 0.9}
              />
            )}
            {row.open && (
              // An open end: the life goes on past the axis's "now".
              <path
                d={`M${bar.x + bar.width} ${bar.y - 3}l8 ${barHeight / 2 + 3}l-8 ${barHeight / 2 + 3}z`}
                fill={colour}
                fillOpacity={0.55}
              />
            )}
          </g>
        );
      })}
    </svg>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {known ? t('lifespanHelp') : t('noLifeDates')}
        </Typography>
        <Button size="small" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
          {asTable ? t('showChart') : t('showTable')}
        </Button>
      </Box>
      <Box ref={ref} sx={{ width: '100%' }}>
        <ChartOrTable asTable={asTable} chart={chart} table={table} />
      </Box>
    </Paper>
  );
}
