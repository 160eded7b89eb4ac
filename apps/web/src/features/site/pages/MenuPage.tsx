import { Alert, Container, Divider, Stack } from '@mui/material';
import { Fragment } from 'react';
import { useFamily } from '../../family';
import { FullPageError } from '../../../components/FullPageError';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { PageHeading } from '../../../components/PageHeading';
import { usePageContentQuery } from '../api/get-page-content';
import { SectionView } from '../components/SectionView';

export const nothingPublished = 'Nothing has been published on this page yet.';

/** /page1 to /page4: the published sections of the menu with that menuOrder (spec part 2). */
export function MenuPage({ order }: { order: number }) {
  const family = useFamily();
  const menu = family.menus.find((m) => m.menuOrder === order && m.enabled);
  const sections = usePageContentQuery(family.familyId, menu?.menuId ?? null);

  let body;
  if (!menu || (sections.isSuccess && sections.data.length === 0)) {
    body = <Alert severity="info">{nothingPublished}</Alert>;
  } else if (sections.isPending) {
    body = <FullPageLoading label="Loading page" />;
  } else if (sections.isError) {
    body = (
      <FullPageError
        message="This page could not be loaded."
        onRetry={() => void sections.refetch()}
      />
    );
  } else {
    body = (
      <Stack spacing={4}>
        {sections.data.map((section, index) => (
          <Fragment key={section.pageContentId}>
            {index > 0 && <Divider />}
            <SectionView section={section} />
          </Fragment>
        ))}
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading title="Home" />
      {body}
    </Container>
  );
}
