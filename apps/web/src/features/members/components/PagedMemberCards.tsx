import type { MemberCard } from '@familytree/shared';
import { Box, Button, Pagination, PaginationItem, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { ApiPage } from '../../../lib/api-client';
import { pageCount, pageSearch } from '../logic/paging';
import { cardGridSx, MemberCardGrid } from './MemberCardGrid';

interface PagedMemberCardsProps {
  query: UseQueryResult<ApiPage<MemberCard>>;
  page: number;
  placeLabel: string;
  /** Names the list, e.g. 'Members of Demo Family'. */
  label: string;
  emptyText: string;
}

function CardsLoading({ label }: { label: string }) {
  return (
    <Box component="div" role="status" aria-label={`Loading ${label}`} sx={cardGridSx}>
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

  if (query.isPending) return <CardsLoading label={label} />;
  if (query.isError) {
    return (
      <ErrorAlert onRetry={() => void query.refetch()}>
        The members could not be loaded. {query.error.message}
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
            {total > 0 && page > 1 ? 'There are no members on this page.' : emptyText}
          </Typography>
          {total > 0 && page > 1 && (
            <Button component={RouterLink} to={hrefOf(1)} variant="outlined">
              Go to the first page
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
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          renderItem={(item) => (
            <PaginationItem component={RouterLink} to={hrefOf(item.page ?? 1)} {...item} />
          )}
        />
      )}
    </Box>
  );
}
