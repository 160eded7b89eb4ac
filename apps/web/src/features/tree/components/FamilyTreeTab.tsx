import { messages } from '@familytree/shared';
import { lazy, Suspense } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useFamilyTreeQuery } from '../api/get-family-tree';
import { useTreeFamilyId } from '../hooks/use-tree-family-id';
import { BrowsableTree } from './BrowsableTree';
import { TreeLoading } from './TreeLoading';

// Only a family with nobody in it yet shows this (and its founder form).
const EmptyFamily = lazy(() => import('./EmptyFamily').then((m) => ({ default: m.EmptyFamily })));

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
  if (tree.data.length === 0)
    return (
      <Suspense fallback={<TreeLoading />}>
        <EmptyFamily familyId={familyId} />
      </Suspense>
    );
  return (
    <BrowsableTree familyId={familyId} roots={tree.data} label="Family members" fromFounders />
  );
}
