import { Box, Button, Typography } from '@mui/material';
import { mainSiteUrl } from '../lib/hosts';
import { useHostContext } from '../lib/host-context';
import { useSpecText, useT } from '../lib/i18n';
import { componentsMessages } from './messages';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  const { baseDomain } = useHostContext();
  const t = useT(componentsMessages);
  const spec = useSpecText().t;
  usePageTitle(t('pageNotFound'));
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', textAlign: 'center', px: 2 }}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {spec('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {spec('notFound.body')}
        </Typography>
        <Button variant="contained" href={mainSiteUrl(baseDomain)}>
          {t('goToMainSite')}
        </Button>
      </Box>
    </Box>
  );
}
