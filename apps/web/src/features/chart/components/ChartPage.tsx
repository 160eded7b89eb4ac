import { chartKinds, chartLimits, type ChartKind } from '@familytree/shared';
import { Alert, Box, Container, GlobalStyles, Link as MuiLink, Typography } from '@mui/material';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePageTitle } from '../../../components/usePageTitle';
import { chartPath } from '../../../lib/chart-path';
import { useHostContext } from '../../../lib/host-context';
import { familySiteUrl } from '../../../lib/hosts';
import { useSpecText } from '../../../lib/i18n';
import { MemberDialogHost, TreeLoading, useMemberDialogTarget, useTreeFamilyId } from '../../tree';
import { useChartQuery } from '../api/get-chart';
import { chartGraph } from '../logic/chart-graph';
import { depthsFor, layoutChart } from '../logic/chart-layouts';
import { chartTitles } from '../logic/chart-titles';
import { withFanColouring } from '../logic/fan-layout';
import { keepFanOptions, parseFanOptions, withFanOptions } from '../logic/fan-options';
import { chartName } from '../logic/person-text';
import { ChartCanvas } from './ChartCanvas';
import type { CardActions } from './ChartCard';
import { useChartPrint } from '../print/use-chart-print';
import { ChartPrintCopy } from './ChartPrintCopy';
import type { Generations } from './ChartToolbar';
import { useChartDownload } from './use-chart-download';
import { useChartSheet } from './use-chart-sheet';
import { useChartT } from './use-chart-text';

// The toolbar (its tabs, person search and fields: a quarter of the page's first JavaScript)
// loads beside the chart; its exact space is kept meanwhile (the tabs, then the fields in a row,
// stacked on a phone: measured), so nothing moves when it arrives (issue 32, layout shift 0).
// The print dialog is only loaded when asked for.
const ChartToolbar = lazy(() =>
  import('./ChartToolbar').then((m) => ({ default: m.ChartToolbar })),
);
// The fan's own fields (select fields and their menus: a sixth of the first JavaScript) load on
// the fan only, in their space as measured in English with the demo family's legend.
const FanOptions = lazy(() => import('./FanOptions').then((m) => ({ default: m.FanOptions })));
const fanOptionsSpace = <Box sx={{ height: { xs: 180, sm: 132, md: 56 }, mb: 2 }} />;
const toolbarSpace = <Box sx={{ height: { xs: 237.5, sm: 121 }, mb: 2 }} />;
const ChartPrintDialog = lazy(() =>
  import('../print/ChartPrintDialog').then((m) => ({ default: m.ChartPrintDialog })),
);

function parseGenerations(value: string | null): Generations {
  if (value === 'all') return 'all';
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= chartLimits.maxGenerations
    ? n
    : chartLimits.defaultGenerations;
}

/** /familytree/chart/{kind}/{personId}?generations=N (issue 14). */
export function ChartPage() {
  const params = useParams();
  const kind = chartKinds.find((k) => k === params.kind);
  const personId = Number(params.personId);
  const t = useChartT();
  const spec = useSpecText().t;
  usePageTitle(kind ? t(chartTitles[kind].title) : t('chart'));
  const valid = kind !== undefined && Number.isInteger(personId) && personId > 0;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 1, fontWeight: 600 }}
        className="chart-screen-only"
      >
        {t('familyTree')}
      </Typography>
      <Typography sx={{ mb: 2 }} className="chart-screen-only">
        <MuiLink component={Link} to="/familytree">
          {t('backToTree')}
        </MuiLink>
      </Typography>
      {valid ? (
        <Chart key={`${kind}-${personId}`} kind={kind} personId={personId} />
      ) : (
        <Alert severity="warning">{spec('chart.noSuchChart')}</Alert>
      )}
    </Container>
  );
}

function Chart({ kind, personId }: { kind: ChartKind; personId: number }) {
  const t = useChartT();
  const spec = useSpecText().t;
  const familyId = useTreeFamilyId();
  const navigate = useNavigate();
  const { baseDomain } = useHostContext();
  const [search, setSearch] = useSearchParams();
  const generations = parseGenerations(search.get('generations'));
  const depth = generations === 'all' ? chartLimits.maxGenerations + 1 : generations;
  const depths = depthsFor(kind, depth);
  const chart = useChartQuery(familyId, personId, depths);
  const dialog = useMemberDialogTarget();
  const openDialog = dialog.open;
  const [notice, setNotice] = useState<string | null>(null);

  const fan = parseFanOptions(search);
  const data = chart.data;
  const graph = useMemo(() => (data ? chartGraph(data) : null), [data]);
  const shape = useMemo(
    () => (graph ? layoutChart(kind, graph, depth, fan.variant) : null),
    [graph, kind, depth, fan.variant],
  );
  // Other colours keep the fan's geometry, and so the view the user has panned and zoomed to.
  const layout = useMemo(
    () => shape && withFanColouring(shape, fan.colouring),
    [shape, fan.colouring],
  );
  const focus = graph?.focus;
  const sheet = useChartSheet(kind, focus ? chartName(focus) : '');
  const download = useChartDownload(layout, personId, sheet, `${kind}-${personId}`, setNotice);
  const print = useChartPrint(layout, personId, sheet);

  const otherFamilies = data?.otherFamilies;
  const actions = useMemo<Omit<CardActions, 'onCentre'>>(
    () => ({
      onOpen: (p) => openDialog(p.person.personId, p.person.fatherId ?? p.person.motherId ?? 0),
      otherFamilySite: (id) => {
        const family = otherFamilies?.find((f) => f.familyId === id);
        return family
          ? { url: familySiteUrl(family.domain, baseDomain, '/familytree'), name: family.name }
          : null;
      },
    }),
    [openDialog, otherFamilies, baseDomain],
  );
  const setGenerations = useCallback(
    (g: Generations) =>
      setSearch((s) => {
        if (g === chartLimits.defaultGenerations) s.delete('generations');
        else s.set('generations', String(g));
        return s;
      }),
    [setSearch],
  );

  if (familyId === null || (chart.isPending && !data))
    // As tall as the screen, as the chart will be: the footer stays below the fold throughout.
    return <TreeLoading label={t('loadingChart')} fillScreen />;
  if (chart.isError && !data) {
    const gone = (chart.error as { status?: number }).status === 404;
    return gone ? (
      <Alert severity="warning">{spec('chart.noSuchChart')}</Alert>
    ) : (
      <ErrorAlert onRetry={() => void chart.refetch()}>{spec('chart.loadFailed')}</ErrorAlert>
    );
  }
  if (!layout || !focus) return <Alert severity="warning">{spec('chart.noSuchChart')}</Alert>;
  const name = chartName(focus);
  const alone = layout.placed.length === 1;
  const label = t(chartTitles[kind].of, { name });

  return (
    <Box>
      <GlobalStyles
        styles={{
          // The printed pages sit under <body> beside the app, which does not print at all; their
          // paper size is the @page rule use-chart-print.ts writes from the print dialog.
          '.chart-print': { display: 'none' },
          '@media print': {
            'body > :not(.chart-print)': { display: 'none !important' },
            '.chart-print': { display: 'block !important' },
          },
        }}
      />
      <Typography variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {label}
      </Typography>
      <Suspense fallback={toolbarSpace}>
        <ChartToolbar
          kind={kind}
          personId={personId}
          familyId={familyId}
          generations={generations}
          onGenerations={setGenerations}
          onPerson={(p) =>
            void navigate(
              keepFanOptions(
                chartPath(kind, p.personId, search.get('generations') ? generations : undefined),
                search,
              ),
            )
          }
          onDownload={download.run}
          onPrint={print.openDialog}
          busy={download.busy}
        />
      </Suspense>
      {kind === 'fan' && layout.fan && (
        <Suspense fallback={fanOptionsSpace}>
          <FanOptions
            options={fan}
            rings={layout.fan.rings.length - 1}
            onChange={(options) => setSearch(withFanOptions(search, options))}
          />
        </Suspense>
      )}
      {notice && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {alone && (
        <Alert severity="info" sx={{ mb: 2 }} className="chart-screen-only">
          {kind === 'descendants' ? spec('chart.noDescendants') : spec('chart.noAncestors')}
        </Alert>
      )}
      <ChartCanvas layout={layout} focusId={personId} label={label} actions={actions} />
      {print.job && (
        <Suspense fallback={null}>
          <ChartPrintCopy job={print.job} />
        </Suspense>
      )}
      {print.dialogOpen && print.initialChoice && (
        <Suspense fallback={null}>
          <ChartPrintDialog
            layout={layout}
            initial={print.initialChoice}
            onClose={print.closeDialog}
            onPrint={print.print}
          />
        </Suspense>
      )}
      <MemberDialogHost familyId={familyId} target={dialog.target} onClose={dialog.close} />
    </Box>
  );
}
