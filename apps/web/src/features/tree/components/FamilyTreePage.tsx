import { Container, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../../components/usePageTitle';
import { useTreeT } from '../hooks/use-tree-text';
import { FamilyTreeTab } from './FamilyTreeTab';
import { TreeLoading } from './TreeLoading';
import { TreeTabs, type TreeTab } from './TreeTabs';

// Find Relation (its person pickers) loads when that tab opens (issue 18).
const FindRelationTab = lazy(() =>
  import('./relation/FindRelationTab').then((m) => ({ default: m.FindRelationTab })),
);

/** /familytree and /familytree/searchrelation (spec part 2, "Family tree view"). */
export function FamilyTreePage({ tab }: { tab: TreeTab }) {
  const t = useTreeT();
  usePageTitle(tab === 'tree' ? t('familyTree') : t('findRelation'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {t('familyTree')}
      </Typography>
      <TreeTabs value={tab} />
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
