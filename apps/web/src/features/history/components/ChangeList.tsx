import type { ChangePage } from '@familytree/shared';
import { List, Pagination } from '@mui/material';
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
  return (
    <>
      <List aria-label="Changes">
        {items.map((r) => (
          <ChangeItem key={r.id} record={r} mayRevert={mayRevert} familyId={familyId} />
        ))}
      </List>
      {total > pageSize && (
        <Pagination
          count={Math.ceil(total / pageSize)}
          page={page}
          onChange={(_, p) => onPage(p)}
          aria-label="History pages"
          siblingCount={0}
        />
      )}
    </>
  );
}
