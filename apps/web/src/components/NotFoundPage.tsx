import { messages } from '@familytree/shared';
import { Box, Button, Typography } from '@mui/material';
import { mainSiteUrl } from '../lib/hosts';
import { useHostContext } from '../lib/host-context';
import { useT } from '../lib/i18n';
import { componentsMessages } from './messages';
import { SpecText } from './SpecText';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  const { baseDomain } = useHostContext();
  const t = useT(componentsMessages);
  usePageTitle(t('pageNotFound'));
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '70vh', textAlign: 'center', px: 2 }}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          <SpecText text={messages.notFound.title} />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <SpecText text={messages.notFound.body} />
        </Typography>
        <Button variant="contained" href={mainSiteUrl(baseDomain)}>
          {t('goToMainSite')}
        </Button>
      </Box>
    </Box>
  );
}
