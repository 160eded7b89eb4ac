import { messages } from '@familytree/shared';
import { useFamily } from '../../../family';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { BrowsableTree, TreeLoading } from '../../../tree';
import { useMemberTreeQuery } from '../../api/get-member-tree';

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
  return (
    <BrowsableTree
      familyId={family.familyId}
      roots={tree.data}
      label="Family tree of this member"
      // Depth here counts from this member, not from the founders: no generation numbers.
      fromFounders={false}
    />
  );
}
