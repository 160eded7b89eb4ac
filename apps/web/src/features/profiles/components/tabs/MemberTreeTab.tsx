import { messages, type TreeNode } from '@familytree/shared';
import { Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useFamily } from '../../../../app/layout/AppShell';
import {
  MemberDialogHost,
  useMemberDialogTarget,
} from '../../../tree/components/member-dialog/MemberDialogHost';
import { TreeList } from '../../../tree/components/TreeList';
import { TreeLoading } from '../../../tree/components/TreeLoading';
import {
  collapseAll,
  countPersons,
  expandAll,
  initialExpansion,
} from '../../../tree/logic/flatten-tree';
import { narrowIndent, wideIndent } from '../../../tree/logic/tree-layout';
import { useMemberTreeQuery } from '../../api/get-member-tree';

function LoadedMemberTree({ familyId, roots }: { familyId: number; roots: TreeNode[] }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
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
      <TreeList
        roots={roots}
        expansion={expansion}
        onExpansionChange={setExpansion}
        onOpenMember={dialog.open}
        indent={narrow ? narrowIndent : wideIndent}
        // Depth here counts from this member, not from the founders: no generation numbers.
        generationText="never"
        label="Family tree of this member"
      />
      <MemberDialogHost familyId={familyId} target={dialog.target} onClose={dialog.close} />
    </Box>
  );
}

/** My Family Tree: the member with their spouses and descendants, in the family tree's view. */
export function MemberTreeTab({ memberId }: { memberId: number }) {
  const family = useFamily();
  const tree = useMemberTreeQuery(family.familyId, memberId);
  if (tree.isPending) return <TreeLoading />;
  if (tree.isError) {
    return (
      <ErrorAlert onRetry={() => void tree.refetch()}>{messages.member.treeLoadFailed}</ErrorAlert>
    );
  }
  return <LoadedMemberTree familyId={family.familyId} roots={tree.data} />;
}
