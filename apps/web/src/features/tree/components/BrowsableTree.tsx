import type { TreeNode } from '@familytree/shared';
import { Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { collapseAll, countPersons, expandAll, initialExpansion } from '../logic/flatten-tree';
import { narrowIndent, wideIndent } from '../logic/tree-layout';
import { GenerationBar } from './GenerationBar';
import { MemberDialogHost, useMemberDialogTarget } from './member-dialog/MemberDialogHost';
import { TreeList } from './TreeList';

interface BrowsableTreeProps {
  familyId: number;
  roots: TreeNode[];
  /** The tree's accessible name. */
  label: string;
  /**
   * Generations count from the founders, so only a tree that starts with them shows the
   * generation bar and numbers.
   */
  fromFounders: boolean;
}

/** A loaded tree with its person count, Expand all and Collapse all, and the member dialog. */
export function BrowsableTree({ familyId, roots, label, fromFounders }: BrowsableTreeProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const indent = narrow ? narrowIndent : wideIndent;
  const [expansion, setExpansion] = useState(() => initialExpansion());
  const dialog = useMemberDialogTarget();
  const total = useMemo(() => countPersons(roots), [roots]);

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {total === 1 ? '1 person' : `${total.toLocaleString()} persons`}
        </Typography>
        <Button size="small" onClick={() => setExpansion(expandAll())}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpansion(collapseAll())}>
          Collapse all
        </Button>
      </Stack>
      {fromFounders && <GenerationBar indent={indent} narrow={narrow} />}
      <TreeList
        roots={roots}
        expansion={expansion}
        onExpansionChange={setExpansion}
        onOpenMember={dialog.open}
        indent={indent}
        generationText={fromFounders ? (narrow ? 'always' : 'deep') : 'never'}
        label={label}
      />
      <MemberDialogHost familyId={familyId} target={dialog.target} onClose={dialog.close} />
    </Box>
  );
}
