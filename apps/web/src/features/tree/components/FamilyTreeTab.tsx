import { messages } from '@familytree/shared';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFamilyTreeQuery } from '../api/get-family-tree';
import { useTreeFamilyId } from '../hooks/use-tree-family-id';
import { BrowsableTree } from './BrowsableTree';
import { EmptyFamily } from './EmptyFamily';
import { TreeLoading } from './TreeLoading';

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
  return (
    <BrowsableTree familyId={familyId} roots={tree.data} label="Family members" fromFounders />
  );
}
