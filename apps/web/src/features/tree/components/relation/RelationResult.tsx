import type { TreeNode } from '@familytree/shared';
import { Alert, Box, Link as MuiLink, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ApiError } from '../../../../lib/api-client';
import { relationshipChartPath } from '../../../../lib/chart-path';
import { Link } from '../../../../lib/router';
import { useSpecText } from '../../../../lib/i18n';
import { useRelationQuery, type RelationPair } from '../../api/get-relation';
import { useTreeT } from '../../hooks/use-tree-text';
import { expandAll } from '../../logic/flatten-tree';
import { narrowIndent, wideIndent } from '../../logic/tree-layout';
import { MemberDialogHost, useMemberDialogTarget } from '../member-dialog/MemberDialogHost';
import { TreeList } from '../TreeList';
import { TreeLoading } from '../TreeLoading';

// The chart code loads only when a relation is shown (issue 14: not in the tree page's first load).
const RelationChart = lazy(() =>
  import('../../../chart').then((m) => ({ default: m.RelationChart })),
);

/** Each person of the relation tree → the member of the node it hangs under (the dialog's parent). */
function parentsIn(tree: TreeNode, parents = new Map<number, number>()): Map<number, number> {
  for (const child of tree.childs) {
    parents.set(child.member.personId, tree.member.personId);
    parentsIn(child, parents);
  }
  return parents;
}

/**
 * Unrelated persons (404) and a refused pair (400) get the server's own explanation (in the
 * language the client asked for; a spec text still in English is shown in it); any other failure
 * the spec's message.
 */
function failureMessage(error: ApiError, spec: ReturnType<typeof useSpecText>): string {
  return (error.status === 404 || error.status === 400) && error.message
    ? spec.text(error.message)
    : spec.t('member.relationLoadFailed');
}

/**
 * The sentence naming every relation, the nearest first ("Philip is Lucy's husband; also her
 * seventh cousin"), the nearest drawn as a small chart, and its tree from the common ancestor with
 * the path highlighted.
 */
export function RelationResult({ familyId, pair }: { familyId: number; pair: RelationPair }) {
  const t = useTreeT();
  const spec = useSpecText();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const relation = useRelationQuery(familyId, pair);
  const [expansion, setExpansion] = useState(expandAll);
  const dialog = useMemberDialogTarget();
  const roots = useMemo(() => (relation.data ? [relation.data.tree] : []), [relation.data]);
  const path = useMemo(() => new Set(relation.data?.path ?? []), [relation.data]);
  const parents = useMemo(
    () => (relation.data ? parentsIn(relation.data.tree) : new Map<number, number>()),
    [relation.data],
  );

  if (relation.isPending)
    return (
      <Box sx={{ mt: 3 }}>
        <TreeLoading label={t('findingRelation')} />
      </Box>
    );
  if (relation.isError) {
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {failureMessage(relation.error as ApiError, spec)}
      </Alert>
    );
  }
  return (
    <Box sx={{ mt: 3 }}>
      <Alert severity="info" icon={false} role="status" sx={{ mb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{relation.data.summary}</Typography>
      </Alert>
      <Typography sx={{ mb: 2 }}>
        <MuiLink component={Link} to={relationshipChartPath(pair.firstPerson, pair.secondPerson)}>
          {t('openRelationshipChart')}
        </MuiLink>
      </Typography>
      <Suspense fallback={null}>
        <RelationChart
          path={relation.data.path}
          tree={relation.data.tree}
          familyId={familyId}
          onOpenMember={(personId) => dialog.open(personId, parents.get(personId) ?? 0)}
        />
      </Suspense>
      <TreeList
        roots={roots}
        expansion={expansion}
        onExpansionChange={setExpansion}
        onOpenMember={dialog.open}
        indent={narrow ? narrowIndent : wideIndent}
        generationText="never"
        highlight={path}
        label={t('relationTree')}
      />
      <MemberDialogHost familyId={familyId} target={dialog.target} onClose={dialog.close} />
    </Box>
  );
}
