import { Typography } from '@mui/material';
import { useTreeT } from '../hooks/use-tree-text';

/** The heading of the tree page's views (the tree, Find Relation, the statistics). */
export function TreePageHeading() {
  const t = useTreeT();
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
      {t('familyTree')}
    </Typography>
  );
}
