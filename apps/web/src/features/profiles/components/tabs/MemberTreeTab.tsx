import { useFamily } from '../../../family';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useSpecText, useT } from '../../../../lib/i18n';
import { BrowsableTree, TreeLoading } from '../../../tree';
import { useMemberTreeQuery } from '../../api/get-member-tree';
import { profilesMessages } from '../../messages';

/** My Family Tree: the member with their spouses and descendants, in the family tree's view. */
export function MemberTreeTab({ memberId }: { memberId: number }) {
  const t = useT(profilesMessages);
  const spec = useSpecText().t;
  const family = useFamily();
  const tree = useMemberTreeQuery(family.familyId, memberId);
  if (tree.isPending) return <TreeLoading />;
  if (tree.isError) {
    return (
      <ErrorAlert onRetry={() => void tree.refetch()}>{spec('member.treeLoadFailed')}</ErrorAlert>
    );
  }
  return (
    <BrowsableTree
      familyId={family.familyId}
      roots={tree.data}
      label={t('memberTree')}
      // Depth here counts from this member, not from the founders: no generation numbers.
      fromFounders={false}
    />
  );
}
