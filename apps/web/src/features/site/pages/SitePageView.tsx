import type { SitePageSlug } from '@familytree/shared';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Container, Stack } from '@mui/material';
import { Link as RouterLink } from '../../../lib/router';
import { useFamily } from '../../family';
import { FullPageError } from '../../../components/FullPageError';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../lib/session-store';
import { useSitePagesQuery } from '../api/get-site-pages';
import { PublishedSections } from '../components/PublishedSections';
import { useT } from '../../../lib/i18n';
import { sitePageName } from '../logic/site-text';
import { siteMessages } from '../messages';

/**
 * /article, /history, /privacy, /terms and /help: a fixed page's published sections. The family
 * admin edits it in the menu configuration, with the menu pages' draft, preview and publish.
 */
export function SitePageView({ slug }: { slug: SitePageSlug }) {
  const t = useT(siteMessages);
  const family = useFamily();
  const session = useSession();
  const pages = useSitePagesQuery(family.familyId, 'published');
  const page = pages.data?.find((p) => p.page === slug);

  let body;
  if (pages.isPending) body = <FullPageLoading label={t('loadingPage')} />;
  else if (pages.isError)
    body = <FullPageError message={t('pageLoadFailed')} onRetry={() => void pages.refetch()} />;
  else body = <PublishedSections sections={page?.pageContents ?? []} />;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <PageHeading title={sitePageName(slug, t)} />
        {session?.userRole === 'FAMILY_ADMIN' && (
          <Button
            component={RouterLink}
            to={`/menuconfig?page=${slug}`}
            variant="outlined"
            startIcon={<EditIcon />}
          >
            {t('editPage')}
          </Button>
        )}
      </Stack>
      {body}
    </Container>
  );
}
