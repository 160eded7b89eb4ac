import type { MemberCard, Translate } from '@familytree/shared';
import {
  Box,
  Button,
  Pagination,
  PaginationItem,
  Skeleton,
  Typography,
  type PaginationProps,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useSearchParams } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { ApiPage } from '../../../lib/api-client';
import { useSpecText, useT } from '../../../lib/i18n';
import { pageCount, pageSearch } from '../logic/paging';
import { membersMessages } from '../messages';
import { cardGridSx, MemberCardGrid } from './MemberCardGrid';

interface PagedMemberCardsProps {
  query: UseQueryResult<ApiPage<MemberCard>>;
  page: number;
  placeLabel: string;
  /** Names the list, e.g. 'Members of Demo Family'. */
  label: string;
  emptyText: string;
}

/** The pager's accessible names, in the page's language (MUI's own are English). */
const pageItemLabel =
  (t: Translate<typeof membersMessages.en>): NonNullable<PaginationProps['getItemAriaLabel']> =>
  (type, page, selected) => {
    const number = String(page ?? '');
    if (type === 'page') return t(selected ? 'currentPage' : 'goToPage', { page: number });
    if (type === 'first') return t('goToFirst');
    if (type === 'last') return t('goToLast');
    if (type === 'next') return t('goToNext');
    return t('goToPrevious');
  };

function CardsLoading({ label }: { label: string }) {
  const t = useT(membersMessages);
  return (
    <Box component="div" role="status" aria-label={t('loadingLabel', { label })} sx={cardGridSx}>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={190} />
      ))}
    </Box>
  );
}

/** A page of member cards with its loading, failure and empty states and the page links. */
export function PagedMemberCards(props: PagedMemberCardsProps) {
  const { query, page, placeLabel, label, emptyText } = props;
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const t = useT(membersMessages);
  const { text } = useSpecText();

  if (query.isPending) return <CardsLoading label={label} />;
  if (query.isError) {
    return (
      <ErrorAlert onRetry={() => void query.refetch()}>
        {t('loadFailed', { message: text(query.error.message) })}
      </ErrorAlert>
    );
  }
  const { items, total } = query.data;
  const pages = pageCount(total);
  const hrefOf = (target: number) => `${pathname}${pageSearch(search, target)}`;

  return (
    <Box aria-busy={query.isFetching} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      {items.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {total > 0 && page > 1 ? t('noneOnPage') : emptyText}
          </Typography>
          {total > 0 && page > 1 && (
            <Button component={RouterLink} to={hrefOf(1)} variant="outlined">
              {t('firstPage')}
            </Button>
          )}
        </Box>
      ) : (
        <MemberCardGrid cards={items} placeLabel={placeLabel} label={label} />
      )}
      {pages > 1 && (
        <Pagination
          page={Math.min(page, pages)}
          count={pages}
          siblingCount={0}
          color="primary"
          aria-label={t('pages')}
          getItemAriaLabel={pageItemLabel(t)}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          renderItem={(item) => (
            <PaginationItem component={RouterLink} to={hrefOf(item.page ?? 1)} {...item} />
          )}
        />
      )}
    </Box>
  );
}
