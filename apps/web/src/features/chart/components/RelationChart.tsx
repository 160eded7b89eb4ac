import type { TreeNode } from '@familytree/shared';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { chartColours as c } from '../logic/chart-colours';
import { relationLayout } from '../logic/relation-layout';
import { ChartCard } from './ChartCard';
import { useChartT } from './use-chart-text';

const pad = 8;

/**
 * The Find Relation path drawn (issue 14): the common ancestor on top, both lines down to the
 * two persons, a spouse beside their partner on a marriage step. Scaled to the width it is given,
 * never wider, so the result page does not scroll sideways on a phone. A card opens the member
 * dialog (click, Enter or Space).
 */
export function RelationChart(props: {
  path: readonly number[];
  tree: TreeNode;
  familyId: number;
  onOpenMember: (personId: number) => void;
}) {
  const { path, tree, familyId, onOpenMember } = props;
  const t = useChartT();
  const unknownName = t('unknownPerson');
  const layout = useMemo(
    () => relationLayout(path, tree, familyId, unknownName),
    [path, tree, familyId, unknownName],
  );
  const b = layout.bounds;
  const width = b.maxX - b.minX + 2 * pad;
  const height = b.maxY - b.minY + 2 * pad;
  const ends = new Set([path[0], path[path.length - 1]]);
  return (
    <Box sx={{ width: '100%', maxWidth: width, mb: 2 }}>
      <svg
        viewBox={`${b.minX - pad} ${b.minY - pad} ${width} ${height}`}
        style={{ width: '100%', height: 'auto', display: 'block' }}
        role="group"
        aria-label={t('relationshipChart')}
      >
        <path d={layout.links} fill="none" stroke={c.link} strokeWidth={2} />
        {layout.placed.map((placed) => (
          <ChartCard
            key={placed.key}
            placed={placed}
            focused={ends.has(placed.person.personId)}
            onOpen={() => onOpenMember(placed.person.personId)}
          />
        ))}
      </svg>
    </Box>
  );
}
