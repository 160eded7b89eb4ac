import { useSearchParams } from '../../../../lib/router';
import { useT } from '../../../../lib/i18n';
import { useFamily } from '../../../family';
import { useBranchCardsQuery, PagedMemberCards, pageFromQuery } from '../../../members';
import { profilesMessages } from '../../messages';

/** Members: the cards of everyone in this member's branch, paged like the member list. */
export function BranchMembersTab({ memberId }: { memberId: number }) {
  const t = useT(profilesMessages);
  const family = useFamily();
  const [search] = useSearchParams();
  const page = pageFromQuery(search.get('page'));
  const query = useBranchCardsQuery(family.familyId, memberId, page);
  return (
    <PagedMemberCards
      query={query}
      page={page}
      placeLabel={family.name}
      label={t('branchMembers')}
      emptyText={t('noBranchMembers')}
    />
  );
}
