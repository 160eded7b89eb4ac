import type { PersonSearchItem, TreeNode } from '@familytree/shared';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import type { ApiError } from '../../../../lib/api-client';
import { usePageTitle } from '../../../../components/usePageTitle';
import { relationshipChartPath } from '../../../../lib/chart-path';
import { useSpecText } from '../../../../lib/i18n';
import { useNavigate, useParams, useSearchParams } from '../../../../lib/router';
import {
  MemberDialogHost,
  PersonPicker,
  TreeLoading,
  useMemberDialogTarget,
  useTreeFamilyId,
} from '../../../tree';
import { useChartQuery } from '../../api/get-chart';
import { RelationChart } from '../../components/RelationChart';
import { chartName } from '../../logic/person-text';
import { useRelationChartQuery } from '../api/get-relation-chart';
import { KindPage } from './KindPage';
import { useChartKindsT } from './use-chart-kinds-text';

const justThePerson = { ancestors: 0, descendants: 0 };
const idOf = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The name of a person, from a chart call of that person alone (for the pickers' values). */
function usePersonChoice(familyId: number | null, personId: number | null) {
  const chart = useChartQuery(familyId, personId ?? 0, justThePerson);
  const focus =
    personId === null ? undefined : chart.data?.persons.find((p) => p.personId === personId);
  const choice: PersonSearchItem | null = focus
    ? { personId: focus.personId, name: chartName(focus), sonOff: '' }
    : null;
  return { choice, chart };
}

/**
 * /familytree/chart/relationship/{personId}?with={otherId} (issue 32): the Find Relation path of
 * two persons drawn as a chart, the relationship named above it, with a picker for each person.
 */
export function RelationshipChartPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const personId = idOf(params.personId);
  const withId = idOf(search.get('with'));
  const t = useChartKindsT();
  const spec = useSpecText();
  const navigate = useNavigate();
  const familyId = useTreeFamilyId();
  const first = usePersonChoice(familyId, personId);
  const second = usePersonChoice(familyId, withId);
  const relation = useRelationChartQuery(familyId, personId ?? 0, personId ? withId : null);
  const dialog = useMemberDialogTarget();
  const title =
    first.choice && second.choice
      ? t('relationshipChartOf', { first: first.choice.name, second: second.choice.name })
      : t('relationshipChart');
  usePageTitle(title);
  const relationData = relation.data;
  const parents = useMemo(() => {
    const found = new Map<number, number>();
    const walk = (node: TreeNode) => {
      for (const child of node.childs) {
        found.set(child.member.personId, node.member.personId);
        walk(child);
      }
    };
    if (relationData) walk(relationData.tree);
    return found;
  }, [relationData]);

  if (personId === null)
    return (
      <KindPage kind="relationship" personId={0} title={title}>
        <Alert severity="warning">{spec.t('chart.noSuchChart')}</Alert>
      </KindPage>
    );
  const firstGone = (first.chart.error as ApiError | null)?.status === 404;
  const failure = relation.error as ApiError | null;
  return (
    <KindPage kind="relationship" personId={personId} title={title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PersonPicker
            label={t('firstPerson')}
            familyId={familyId}
            value={first.choice}
            excludePersonId={withId ?? undefined}
            onChange={(p) =>
              p && void navigate(relationshipChartPath(p.personId, withId ?? undefined))
            }
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PersonPicker
            label={t('secondPerson')}
            familyId={familyId}
            value={second.choice}
            excludePersonId={personId}
            onChange={(p) => p && void navigate(relationshipChartPath(personId, p.personId))}
          />
        </Box>
      </Stack>
      {firstGone ? (
        <Alert severity="warning">{spec.t('chart.noSuchChart')}</Alert>
      ) : withId === null ? (
        <Alert severity="info">{t('chooseSecond', { name: first.choice?.name ?? '…' })}</Alert>
      ) : relation.isPending ? (
        <TreeLoading label={t('findingRelation')} />
      ) : relation.isError ? (
        <Alert severity="error">
          {(failure?.status === 404 || failure?.status === 400) && failure.message
            ? spec.text(failure.message)
            : t('relationFailed')}
        </Alert>
      ) : (
        <Box>
          <Alert severity="info" icon={false} role="status" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{relation.data.summary}</Typography>
          </Alert>
          <RelationChart
            path={relation.data.path}
            tree={relation.data.tree}
            familyId={familyId ?? 0}
            onOpenMember={(id) => dialog.open(id, parents.get(id) ?? 0)}
          />
        </Box>
      )}
      {familyId !== null && (
        <MemberDialogHost familyId={familyId} target={dialog.target} onClose={dialog.close} />
      )}
    </KindPage>
  );
}
