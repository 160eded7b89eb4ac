import { messages, type TreeNode } from '@familytree/shared';
import { Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFamilyTreeQuery } from '../api/get-family-tree';
import { useTreeFamilyId } from '../hooks/use-tree-family-id';
import { collapseAll, countPersons, expandAll, initialExpansion } from '../logic/flatten-tree';
import { narrowIndent, wideIndent } from '../logic/tree-layout';
import { EmptyFamily } from './EmptyFamily';
import { GenerationBar } from './GenerationBar';
import { MemberDialogHost, useMemberDialogTarget } from './member-dialog/MemberDialogHost';
import { TreeList } from './TreeList';
import { TreeLoading } from './TreeLoading';

function LoadedTree({ familyId, roots }: { familyId: number; roots: TreeNode[] }) {
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
      <GenerationBar indent={indent} narrow={narrow} />
      <TreeList
        roots={roots}
        expansion={expansion}
        onExpansionChange={setExpansion}
        onOpenMember={dialog.open}
        indent={indent}
        generationText={narrow ? 'always' : 'deep'}
        label="Family members"
      />
      <MemberDialogHost familyId={familyId} target={dialog.target} onClose={dialog.close} />
    </Box>
  );
}

/** The Family Tree tab: loading, failure, an empty family, or the tree. */
export function FamilyTreeTab() {
  const familyId = useTreeFamilyId();
  const tree = useFamilyTreeQuery(familyId);
  if (familyId === null || tree.isPending) return <TreeLoading />;
  if (tree.isError) {
    return (
      <ErrorAlert onRetry={() => void tree.refetch()}>{messages.member.treeLoadFailed}</ErrorAlert>
    );
  }
  if (tree.data.length === 0) return <EmptyFamily familyId={familyId} />;
  return <LoadedTree familyId={familyId} roots={tree.data} />;
}
