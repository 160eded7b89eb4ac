import { stampText, type ChangeRecord } from '@familytree/shared';
import { Alert, Box, Button, List, ListItem, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FullPageError } from '../../../../components/FullPageError';
import { FullPageLoading } from '../../../../components/FullPageLoading';
import { useSession } from '../../../../lib/session-store';
import { usePersonHistoryQuery, useRevertChangeMutation } from '../../api/person-history';

/** A stored value as people read it: lists and objects shortened, empty as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const fieldLabel = (field: string) => field.replace(/_/g, ' ');

function Change({
  record,
  mayRevert,
  familyId,
}: {
  record: ChangeRecord;
  mayRevert: boolean;
  familyId: number;
}) {
  const revert = useRevertChangeMutation(familyId);
  const title = `${record.action} by ${record.userName}, ${stampText(record.at)}`;
  return (
    <ListItem divider sx={{ display: 'block' }} aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        {mayRevert && record.revertible && (
          <Button
            size="small"
            variant="outlined"
            disabled={revert.isPending}
            onClick={() => revert.mutate(record.id)}
            aria-label={`Revert change ${record.id}`}
          >
            Revert
          </Button>
        )}
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {record.changes.map((c) => (
          <li key={c.field}>
            <Typography variant="body2">
              {fieldLabel(c.field)}: {shown(c.before)} → {shown(c.after)}
            </Typography>
          </li>
        ))}
      </Box>
      {revert.isError && <Alert severity="error">{revert.error.message}</Alert>}
      {revert.isSuccess && <Alert severity="success">Reverted.</Alert>}
    </ListItem>
  );
}

/** The History tab (issue 17): every recorded change of the member; family admins may revert. */
export function HistoryTab({ memberId, familyId }: { memberId: number; familyId: number }) {
  const [page, setPage] = useState(1);
  const history = usePersonHistoryQuery(memberId, page);
  const mayRevert = useSession()?.userRole === 'FAMILY_ADMIN';
  if (history.isPending) return <FullPageLoading label="Loading the history" />;
  if (history.isError)
    return (
      <FullPageError
        message={`The history could not be loaded. ${history.error.message}`}
        onRetry={() => void history.refetch()}
      />
    );
  const { items, total, pageSize } = history.data;
  if (total === 0)
    return <Typography>No changes have been recorded for this member yet.</Typography>;
  return (
    <Box>
      <List aria-label="Changes">
        {items.map((r) => (
          <Change key={r.id} record={r} mayRevert={mayRevert} familyId={familyId} />
        ))}
      </List>
      {total > pageSize && (
        <Pagination
          count={Math.ceil(total / pageSize)}
          page={page}
          onChange={(_, p) => setPage(p)}
          aria-label="History pages"
        />
      )}
    </Box>
  );
}
