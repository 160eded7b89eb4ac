import { Container, Tab, Tabs } from '@mui/material';
import { useSearchParams } from '../../../lib/router';
import { useFamily } from '../../family';
import { PageHeading } from '../../../components/PageHeading';
import { useT } from '../../../lib/i18n';
import { useMemberCardsQuery } from '../api/get-member-cards';
import { pageFromQuery } from '../logic/paging';
import { membersMessages } from '../messages';
import { PagedMemberCards } from './PagedMemberCards';

/** The spec's tab labels, which are static and do nothing (spec part 2, "Member list"). */
const staticTabs = ['tabAll', 'tabPriest', 'tabNun', 'tabExecutive'] as const;

/** /members: every member of the family as cards, 24 a page, `page` in the query string. */
export function MembersPage() {
  const family = useFamily();
  const t = useT(membersMessages);
  const [search] = useSearchParams();
  const page = pageFromQuery(search.get('page'));
  const query = useMemberCardsQuery(family.familyId, page);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading title={t('title')} />
      <Tabs
        value={0}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('groups')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {staticTabs.map((key) => (
          <Tab key={key} label={t(key)} />
        ))}
      </Tabs>
      <PagedMemberCards
        query={query}
        page={page}
        placeLabel={family.name}
        label={t('listLabel', { familyName: family.name })}
        emptyText={t('empty')}
      />
    </Container>
  );
}
