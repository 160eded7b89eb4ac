import type { PageContent } from '@familytree/shared';
import { Alert, Divider, Stack } from '@mui/material';
import { Fragment } from 'react';
import { SectionView } from './SectionView';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';

/** The sections of a published page, one under the other; a notice when there are none. */
export function PublishedSections({ sections }: { sections: PageContent[] }) {
  const t = useT(siteMessages);
  if (sections.length === 0) return <Alert severity="info">{t('nothingPublished')}</Alert>;
  return (
    <Stack spacing={4}>
      {sections.map((section, index) => (
        <Fragment key={section.pageContentId}>
          {index > 0 && <Divider />}
          {/* The first section is what a visitor sees first: its image is not deferred. */}
          <SectionView section={section} first={index === 0} />
        </Fragment>
      ))}
    </Stack>
  );
}
