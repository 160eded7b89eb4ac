import { useSearchParams } from 'react-router';
import { useFamily } from '../../../family';
import { useBranchCardsQuery, PagedMemberCards, pageFromQuery } from '../../../members';

/** Members: the cards of everyone in this member's branch, paged like the member list. */
export function BranchMembersTab({ memberId }: { memberId: number }) {
  const family = useFamily();
  const [search] = useSearchParams();
  const page = pageFromQuery(search.get('page'));
  const query = useBranchCardsQuery(family.familyId, memberId, page);
  return (
    <PagedMemberCards
      query={query}
      page={page}
      placeLabel={family.name}
      label="Members of this branch"
      emptyText="No members in this branch yet."
    />
  );
}
