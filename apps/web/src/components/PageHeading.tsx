import { Typography } from '@mui/material';
import { usePageTitle } from './usePageTitle';

/** The page's visible heading, which also sets the document title. */
export function PageHeading({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 3, fontWeight: 600 }}>
      {title}
    </Typography>
  );
}
