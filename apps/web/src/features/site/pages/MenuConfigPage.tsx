import { Alert, Box, Button, Container, Paper, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useFamily } from '../../family';
import { FullPageError } from '../../../components/FullPageError';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { PageHeading } from '../../../components/PageHeading';
import { useSession } from '../../../lib/session-store';
import { useMenusAllQuery, type MenuWithContents } from '../api/get-menus-all';
import { useSitePagesQuery } from '../api/get-site-pages';
import { MenuEditor } from '../components/MenuEditor';
import { useT } from '../../../lib/i18n';
import { menuNameOf } from '../logic/site-text';
import { siteMessages } from '../messages';

function NotAllowed() {
  const t = useT(siteMessages);
  const navigate = useNavigate();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => void navigate('/home')}>
          {t('back')}
        </Button>
      }
    >
      {t('onlyFamilyAdmin')}
    </Alert>
  );
}

function MenuConfiguration({ familyId, domainName }: { familyId: number; domainName: string }) {
  const t = useT(siteMessages);
  const menus = useMenusAllQuery(familyId, 'draft');
  // The fixed pages (Article, History, Privacy, Terms, Help) are edited here too, after the menus.
  const sitePages = useSitePagesQuery(familyId, 'draft');
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  if (menus.isPending || sitePages.isPending) return <FullPageLoading label={t('loadingMenus')} />;
  if (menus.isError || sitePages.isError) {
    const error = menus.error ?? sitePages.error;
    if ([401, 403].includes((error as { status?: number }).status ?? 0)) return <NotAllowed />;
    return (
      <FullPageError
        message={t('menusLoadFailed')}
        onRetry={() => {
          void menus.refetch();
          void sitePages.refetch();
        }}
      />
    );
  }
  const sorted: MenuWithContents[] = [
    ...[...menus.data].sort((a, b) => a.menuOrder - b.menuOrder),
    ...sitePages.data,
  ];
  // /menuconfig?page=history (the "Edit page" button of a fixed page) opens that page's tab.
  const asked = sitePages.data.find((p) => p.page === searchParams.get('page'))?.menuId;
  const selected = sorted.find((m) => m.menuId === (selectedId ?? asked)) ?? sorted[0];
  if (!selected) return <Alert severity="info">{t('noMenus')}</Alert>;

  return (
    <>
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <Tabs
          value={selected.menuId}
          onChange={(_, value: number) => setSelectedId(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('menus')}
        >
          {sorted.map((menu) => (
            <Tab
              key={menu.menuId}
              value={menu.menuId}
              label={menuNameOf(menu, t)}
              id={`menu-tab-${menu.menuId}`}
              aria-controls="menu-panel"
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id="menu-panel" aria-labelledby={`menu-tab-${selected.menuId}`}>
        <MenuEditor
          key={selected.menuId}
          menu={selected}
          familyId={familyId}
          domainName={domainName}
        />
      </Box>
    </>
  );
}

/** /menuconfig: the family admin organizes the site's menus and their sections (spec part 2). */
export function MenuConfigPage() {
  const t = useT(siteMessages);
  const family = useFamily();
  const session = useSession();
  const isFamilyAdmin = session?.userRole === 'FAMILY_ADMIN';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <PageHeading title={t('menuConfigTitle')} />
      {isFamilyAdmin ? (
        <MenuConfiguration familyId={family.familyId} domainName={family.domainName} />
      ) : (
        <NotAllowed />
      )}
    </Container>
  );
}
