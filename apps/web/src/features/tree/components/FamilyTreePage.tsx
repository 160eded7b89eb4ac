import { Box, Container, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../../components/usePageTitle';
import { FamilyTreeTab } from './FamilyTreeTab';
import { TreeLoading } from './TreeLoading';
import type { TreeTab } from './TreeTabs';

// The two view tabs load beside the tree rather than before it (issue 18); their space is kept.
const TreeTabs = lazy(() => import('./TreeTabs').then((m) => ({ default: m.TreeTabs })));

// Find Relation (its person pickers) loads when that tab opens (issue 18).
const FindRelationTab = lazy(() =>
  import('./relation/FindRelationTab').then((m) => ({ default: m.FindRelationTab })),
);

/** /familytree and /familytree/searchrelation (spec part 2, "Family tree view"). */
export function FamilyTreePage({ tab }: { tab: TreeTab }) {
  usePageTitle(tab === 'tree' ? 'Family Tree' : 'Find Relation');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Family Tree
      </Typography>
      <Suspense fallback={<Box sx={{ height: 49, mb: 2 }} />}>
        <TreeTabs value={tab} />
      </Suspense>
      {tab === 'tree' ? (
        <FamilyTreeTab />
      ) : (
        <Suspense fallback={<TreeLoading fillScreen />}>
          <FindRelationTab />
        </Suspense>
      )}
    </Container>
  );
}
