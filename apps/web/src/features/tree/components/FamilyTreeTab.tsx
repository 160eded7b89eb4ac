import { lazy, Suspense, useDeferredValue } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useSpecText } from '../../../lib/i18n';
import { useFamilyTreeQuery } from '../api/get-family-tree';
import { useTreeFamilyId } from '../hooks/use-tree-family-id';
import { useTreeT } from '../hooks/use-tree-text';
import { BrowsableTree } from './BrowsableTree';
import { TreeLoading } from './TreeLoading';

// Only a family with nobody in it yet shows this (and its founder form).
const EmptyFamily = lazy(() => import('./EmptyFamily').then((m) => ({ default: m.EmptyFamily })));

/** The Family Tree tab: loading, failure, an empty family, or the tree. */
export function FamilyTreeTab() {
  const t = useTreeT();
  const spec = useSpecText().t;
  const familyId = useTreeFamilyId();
  const tree = useFamilyTreeQuery(familyId);
  // Deferred, the tree draws in short tasks rather than one long one when it arrives (issue 18).
  const roots = useDeferredValue(tree.data);
  if (familyId === null || tree.isPending) return <TreeLoading fillScreen />;
  if (tree.isError) {
    return (
      <ErrorAlert onRetry={() => void tree.refetch()}>{spec('member.treeLoadFailed')}</ErrorAlert>
    );
  }
  if (!roots) return <TreeLoading fillScreen />;
  if (roots.length === 0)
    return (
      <Suspense fallback={<TreeLoading />}>
        <EmptyFamily familyId={familyId} />
      </Suspense>
    );
  return <BrowsableTree familyId={familyId} roots={roots} label={t('treeLabel')} fromFounders />;
}
