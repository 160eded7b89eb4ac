import type { TreeNode } from '@familytree/shared';
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { expandAll, flattenTree } from '../logic/flatten-tree';
import { lifeYears } from '../logic/life-years';
import { fullName } from '../logic/person-name';
import { useTreeT } from '../hooks/use-tree-text';

/**
 * Every row of the tree, indented, with years and spouses, for paper: the on-screen list draws
 * only the rows in view, so printing it gave a dozen rows and blank pages. Shown only in print.
 */
export function PrintableTreeList({ roots, title }: { roots: readonly TreeNode[]; title: string }) {
  const t = useTreeT();
  const rows = useMemo(() => flattenTree(roots, expandAll()), [roots]);
  return (
    <Box className="tree-print" sx={{ display: 'none', '@media print': { display: 'block' } }}>
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.map((row) => {
        const years = lifeYears(row.node.member, t);
        const spouses = row.node.spouse
          .map((s) => [fullName(s), lifeYears(s, t)].filter(Boolean).join(' '))
          .join(', ');
        return (
          <Box
            key={row.key}
            data-print-row
            sx={{ pl: row.depth * 2.5, py: 0.25, breakInside: 'avoid', fontSize: 12 }}
          >
            <strong>{fullName(row.node.member)}</strong>
            {years && ` (${years})`}
            {spouses && ` — ${t('printSpouses', { names: spouses })}`}
            {` · ${t('generation', { number: String(row.depth + 1) })}`}
          </Box>
        );
      })}
    </Box>
  );
}
