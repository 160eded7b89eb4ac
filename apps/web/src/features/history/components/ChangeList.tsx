import type { ChangePage } from '@familytree/shared';
import { List, Pagination } from '@mui/material';
import { useHistoryT } from '../hooks/use-history-text';
import { ChangeItem } from './ChangeItem';

/** A page of history records with the pages below: the profile's History tab and Recent changes. */
export function ChangeList({
  data,
  page,
  onPage,
  mayRevert,
  familyId,
}: {
  data: ChangePage;
  page: number;
  onPage: (page: number) => void;
  mayRevert: boolean;
  familyId: number;
}) {
  const { items, total, pageSize } = data;
  const t = useHistoryT();
  return (
    <>
      <List aria-label={t('changes')}>
        {items.map((r) => (
          <ChangeItem key={r.id} record={r} mayRevert={mayRevert} familyId={familyId} />
        ))}
      </List>
      {total > pageSize && (
        <Pagination
          count={Math.ceil(total / pageSize)}
          page={page}
          onChange={(_, p) => onPage(p)}
          aria-label={t('historyPages')}
          getItemAriaLabel={(type, item, selected) => {
            if (type === 'page')
              return t(selected ? 'currentPage' : 'goToPage', { page: String(item) });
            if (type === 'first') return t('goToFirstPage');
            if (type === 'last') return t('goToLastPage');
            return t(type === 'next' ? 'goToNextPage' : 'goToPreviousPage');
          }}
          siblingCount={0}
        />
      )}
    </>
  );
}
