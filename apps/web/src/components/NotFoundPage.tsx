import { messages } from '@familytree/shared';
import { Box, Button, Typography } from '@mui/material';
import { mainSiteUrl } from '../lib/hosts';
import { useHostContext } from '../lib/host-context';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  const { baseDomain } = useHostContext();
  usePageTitle('Page Not Found');
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', textAlign: 'center', px: 2 }}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {messages.notFound.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {messages.notFound.body}
        </Typography>
        <Button variant="contained" href={mainSiteUrl(baseDomain)}>
          Go to the main site
        </Button>
      </Box>
    </Box>
  );
}
