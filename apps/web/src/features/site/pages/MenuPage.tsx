import { Alert, Container } from '@mui/material';
import { useFamily } from '../../family';
import { FullPageError } from '../../../components/FullPageError';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { PageHeading } from '../../../components/PageHeading';
import { usePageContentQuery } from '../api/get-page-content';
import { PublishedSections } from '../components/PublishedSections';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';

/**
 * /page1 to /page4: the published sections of the menu with that menuOrder (spec part 2), headed
 * by the menu's name (the spec's title is always "Home"; issue 16 asks for the menu's own name).
 */
export function MenuPage({ order }: { order: number }) {
  const t = useT(siteMessages);
  const family = useFamily();
  const menu = family.menus.find((m) => m.menuOrder === order && m.enabled);
  const sections = usePageContentQuery(family.familyId, menu?.menuId ?? null);

  let body;
  if (!menu) {
    body = <Alert severity="info">{t('nothingPublished')}</Alert>;
  } else if (sections.isPending) {
    body = <FullPageLoading label={t('loadingPage')} />;
  } else if (sections.isError) {
    body = <FullPageError message={t('pageLoadFailed')} onRetry={() => void sections.refetch()} />;
  } else {
    body = <PublishedSections sections={sections.data} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading title={menu?.menuName ?? t('home')} />
      {body}
    </Container>
  );
}
