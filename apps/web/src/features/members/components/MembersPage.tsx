import { Container, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useFamily } from '../../family';
import { PageHeading } from '../../../components/PageHeading';
import { useMemberCardsQuery } from '../api/get-member-cards';
import { pageFromQuery } from '../logic/paging';
import { PagedMemberCards } from './PagedMemberCards';

/** The spec's tab labels, which are static and do nothing (spec part 2, "Member list"). */
const staticTabs = ['All', 'Priest', 'Nun', 'Executive members'];

/** /members: every member of the family as cards, 24 a page, `page` in the query string. */
export function MembersPage() {
  const family = useFamily();
  const [search] = useSearchParams();
  const page = pageFromQuery(search.get('page'));
  const query = useMemberCardsQuery(family.familyId, page);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading title="Members" />
      <Tabs
        value={0}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Member groups"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {staticTabs.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <PagedMemberCards
        query={query}
        page={page}
        placeLabel={family.name}
        label={`Members of ${family.name}`}
        emptyText="This family has no members yet."
      />
    </Container>
  );
}
