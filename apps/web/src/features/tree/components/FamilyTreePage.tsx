import { Container, Typography } from '@mui/material';
import { usePageTitle } from '../../../components/usePageTitle';
import { FamilyTreeTab } from './FamilyTreeTab';
import { FindRelationTab } from './relation/FindRelationTab';
import { TreeTabs, type TreeTab } from './TreeTabs';

/** /familytree and /familytree/searchrelation (spec part 2, "Family tree view"). */
export function FamilyTreePage({ tab }: { tab: TreeTab }) {
  usePageTitle(tab === 'tree' ? 'Family Tree' : 'Find Relation');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Family Tree
      </Typography>
      <TreeTabs value={tab} />
      {tab === 'tree' ? <FamilyTreeTab /> : <FindRelationTab />}
    </Container>
  );
}
