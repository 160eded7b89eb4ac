import type { ChartPerson } from '@familytree/shared';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, CircularProgress, IconButton, Paper, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { chartContract } from '@familytree/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { usePageTitle } from '../../../../components/usePageTitle';
import { apiRequest } from '../../../../lib/api-client';
import { chartPath } from '../../../../lib/chart-path';
import { useSpecText } from '../../../../lib/i18n';
import { Link, useParams } from '../../../../lib/router';
import { TreeLoading, useLifeYears, useTreeFamilyId } from '../../../tree';
import { chartQueryKey } from '../../api/get-chart';
import { chartColours, genderMark } from '../../logic/chart-colours';
import { chartName } from '../../logic/person-text';
import {
  childrenRequest,
  compactTree,
  firstRequest,
  mergeCharts,
  parentsLoaded,
  parentsRequest,
  type AncestorNode,
  type CompactRequest,
  type DescendantNode,
} from '../logic/compact-tree';
import { KindPage } from './KindPage';
import { useChartKindsT } from './use-chart-kinds-text';
import { useChartT } from '../../components/use-chart-text';

const keyOf = (r: CompactRequest) => `${r.personId}-${r.ancestors}-${r.descendants}`;

/**
 * /familytree/chart/compact/{personId} (issue 32): the person with parents and children; the
 * buttons on a card show or hide that person's parents (ancestors) or children (descendants) in
 * place, asking the chart call for one more generation when it is not loaded yet.
 */
export function CompactChartPage() {
  const params = useParams();
  const personId = Number(params.personId);
  const valid = Number.isInteger(personId) && personId > 0;
  return valid ? (
    <CompactChart key={personId} personId={personId} />
  ) : (
    <KindPage kind="compact" personId={0} title="">
      <NoSuchChart />
    </KindPage>
  );
}

function NoSuchChart() {
  return <Alert severity="warning">{useSpecText().t('chart.noSuchChart')}</Alert>;
}

function CompactChart({ personId }: { personId: number }) {
  const t = useChartKindsT();
  const spec = useSpecText().t;
  const familyId = useTreeFamilyId();
  const [requests, setRequests] = useState<CompactRequest[]>([firstRequest(personId)]);
  const [parentsOpen, setParentsOpen] = useState<ReadonlySet<number>>(new Set([personId]));
  const [childrenOpen, setChildrenOpen] = useState<ReadonlySet<number>>(new Set([personId]));
  const answers = useQueries({
    queries: requests.map((r) => ({
      queryKey: chartQueryKey(familyId ?? 0, r.personId, r.ancestors, r.descendants),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest(chartContract, {
          params: { familyId: familyId!, id: r.personId },
          query: { ancestors: r.ancestors, descendants: r.descendants },
          signal,
        }),
      enabled: familyId !== null,
      retry: 1,
    })),
  });
  const loaded = answers.map((a, i) =>
    a.data ? { answer: a.data, descendants: requests[i]!.descendants } : null,
  );
  // A few small answers: merged again on each render rather than memoised on unstable arrays.
  const merged = mergeCharts(
    personId,
    loaded.filter((a) => a !== null),
  );
  const tree = compactTree(personId, merged, parentsOpen, childrenOpen);
  const pending = new Set(requests.filter((_, i) => answers[i]!.isPending).map((r) => r.personId));
  const failed = answers.findIndex((a, i) => i > 0 && a.isError);
  const first = answers[0]!;
  const title = tree ? t('compactChartOf', { name: chartName(tree.focus) }) : t('compactChart');
  usePageTitle(title);

  const ask = useCallback((r: CompactRequest) => {
    setRequests((list) => (list.some((x) => keyOf(x) === keyOf(r)) ? list : [...list, r]));
  }, []);
  const toggle = (set: ReadonlySet<number>, id: number) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  const onParents = (p: ChartPerson) => {
    if (!parentsOpen.has(p.personId) && !parentsLoaded(p, merged)) ask(parentsRequest(p.personId));
    setParentsOpen((s) => toggle(s, p.personId));
  };
  const onChildren = (p: ChartPerson) => {
    if (!childrenOpen.has(p.personId) && !merged.childrenKnown.has(p.personId))
      ask(childrenRequest(p.personId));
    setChildrenOpen((s) => toggle(s, p.personId));
  };

  let body: ReactNode;
  if (familyId === null || first.isPending) body = <TreeLoading label={t('compactChart')} />;
  else if (first.isError)
    body =
      (first.error as { status?: number }).status === 404 ? (
        <NoSuchChart />
      ) : (
        <ErrorAlert onRetry={() => void first.refetch()}>{spec('chart.loadFailed')}</ErrorAlert>
      );
  else if (!tree) body = <NoSuchChart />;
  else {
    const props = { onParents, onChildren, pending };
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('compactHelp')}
        </Typography>
        {failed >= 0 && (
          <Box sx={{ mb: 2 }}>
            <ErrorAlert onRetry={() => void answers[failed]!.refetch()}>
              {t('moreFailed')}
            </ErrorAlert>
          </Box>
        )}
        <Paper
          variant="outlined"
          sx={{ overflowX: 'auto', p: 2, bgcolor: chartColours.background }}
        >
          <Box
            role="group"
            aria-label={title}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              minWidth: 'max-content',
              mx: 'auto',
            }}
          >
            {tree.parentsOpen && tree.parents.length > 0 && (
              <Ancestors nodes={tree.parents} {...props} />
            )}
            <Card
              person={tree.focus}
              focus
              spouses={tree.descendants.spouses}
              parents={tree.hasParents ? tree.parentsOpen : null}
              children={tree.descendants.hasChildren === false ? null : tree.descendants.open}
              {...props}
            />
            {tree.descendants.open && tree.descendants.children.length > 0 && (
              <Descendants nodes={tree.descendants.children} {...props} />
            )}
          </Box>
        </Paper>
      </>
    );
  }
  return (
    <KindPage kind="compact" personId={personId} title={title}>
      {body}
    </KindPage>
  );
}

interface Handlers {
  onParents: (p: ChartPerson) => void;
  onChildren: (p: ChartPerson) => void;
  pending: ReadonlySet<number>;
}

const line = { width: '2px', height: 16, bgcolor: chartColours.link, mx: 'auto' } as const;

/** Parents above their child's card, each with their own parents when opened. */
function Ancestors({ nodes, ...h }: { nodes: AncestorNode[] } & Handlers) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end' }}>
        {nodes.map((n) => (
          <Box
            key={n.person.personId}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            {n.open && n.parents.length > 0 && <Ancestors nodes={n.parents} {...h} />}
            <Card person={n.person} parents={n.hasParents ? n.open : null} children={null} {...h} />
          </Box>
        ))}
      </Box>
      <Box sx={line} />
    </Box>
  );
}

/** Children below their parent's card, each with their own children when opened. */
function Descendants({ nodes, ...h }: { nodes: DescendantNode[] } & Handlers) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Box sx={line} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {nodes.map((n) => (
          <Box
            key={n.person.personId}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
          >
            <Card
              person={n.person}
              spouses={n.spouses}
              parents={null}
              children={n.hasChildren === false ? null : n.open}
              {...h}
            />
            {n.open && n.children.length > 0 && <Descendants nodes={n.children} {...h} />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A person's card: the name (a link that recentres the chart on them), life years, spouses, and
 * the buttons for parents (above) and children (below); null where there is nothing to show.
 */
function Card(
  props: {
    person: ChartPerson;
    focus?: boolean;
    spouses?: ChartPerson[];
    parents: boolean | null;
    children: boolean | null;
  } & Handlers,
) {
  const { person, parents, children, pending } = props;
  const t = useChartKindsT();
  const chartT = useChartT();
  const years = useLifeYears();
  const name = chartName(person);
  const mark = genderMark(person.gender, chartT);
  const busy = pending.has(person.personId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      {parents !== null && (
        <IconButton
          size="small"
          aria-label={parents ? t('hideParents', { name }) : t('showParents', { name })}
          aria-expanded={parents}
          onClick={() => props.onParents(person)}
        >
          {busy ? (
            <CircularProgress size={18} />
          ) : parents ? (
            <ExpandMoreIcon />
          ) : (
            <ExpandLessIcon />
          )}
        </IconButton>
      )}
      <Box
        sx={{
          width: 176,
          borderRadius: 1,
          border: 1,
          borderColor: props.focus ? chartColours.primary : chartColours.border,
          borderWidth: props.focus ? 2 : 1,
          borderLeft: `6px solid ${mark.colour}`,
          bgcolor: chartColours.card,
          px: 1,
          py: 0.75,
        }}
      >
        <Typography
          component={Link}
          to={chartPath('compact', person.personId)}
          sx={{
            display: 'block',
            fontWeight: 600,
            fontSize: 14,
            color: chartColours.text,
            overflowWrap: 'anywhere',
          }}
        >
          {name}
        </Typography>
        <Typography sx={{ fontSize: 12, color: chartColours.muted }}>
          {years(person) || '\u00a0'}
        </Typography>
        {props.spouses?.map((s) => (
          <Typography
            key={s.personId}
            sx={{ fontSize: 12, color: chartColours.muted, overflowWrap: 'anywhere' }}
          >
            ⚭ {chartName(s)}
          </Typography>
        ))}
      </Box>
      {children !== null && (
        <IconButton
          size="small"
          aria-label={children ? t('hideChildren', { name }) : t('showChildren', { name })}
          aria-expanded={children}
          onClick={() => props.onChildren(person)}
        >
          {busy ? (
            <CircularProgress size={18} />
          ) : children ? (
            <ExpandLessIcon />
          ) : (
            <ExpandMoreIcon />
          )}
        </IconButton>
      )}
    </Box>
  );
}
