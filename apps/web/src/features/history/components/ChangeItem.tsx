import type { ChangeRecord } from '@familytree/shared';
import { Alert, Box, Button, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { useSpecText } from '../../../lib/i18n';
import { useRevertChangeMutation } from '../api/revert-change';
import { useHistoryT, useStampText } from '../hooks/use-history-text';
import { recordTitle, revertText } from '../logic/change-text';
import { ChangeLine } from './ChangeLine';

/**
 * One record of the history: what was done to whom, by whom and when, each changed field before →
 * after (photos as thumbnails), and (for a family admin, where the kind of change allows it) Revert after a confirmation.
 */
export function ChangeItem({
  record,
  mayRevert,
  familyId,
}: {
  record: ChangeRecord;
  mayRevert: boolean;
  familyId: number;
}) {
  const t = useHistoryT();
  const { text } = useSpecText();
  const stamp = useStampText();
  const revert = useRevertChangeMutation(familyId);
  const [asking, setAsking] = useState(false);
  const title = recordTitle(record, t);
  const byline = t('byline', { name: record.userName, when: stamp(record.at) });
  const confirm = () => revert.mutate(record.id, { onSettled: () => setAsking(false) });
  return (
    <ListItem divider sx={{ display: 'block', px: { xs: 0, sm: 2 } }} aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {byline}
            {record.revertsId !== null && ` ${t('undoes', { id: String(record.revertsId) })}`}
          </Typography>
        </Box>
        {mayRevert && record.revertible && (
          <Button
            size="small"
            variant="outlined"
            disabled={revert.isPending || revert.isSuccess}
            onClick={() => setAsking(true)}
            aria-label={t('revertChange', { id: String(record.id) })}
          >
            {t('revert')}
          </Button>
        )}
      </Stack>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
        {record.changes.map((c) => (
          <ChangeLine key={c.field} change={c} />
        ))}
      </Box>
      {revert.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {text(revert.error.message)}
        </Alert>
      )}
      {revert.isSuccess && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('reverted')}
        </Alert>
      )}
      <DestructiveConfirmDialog
        open={asking}
        message={revertText(record, t)}
        detail={`${title}, ${byline}`}
        busy={revert.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </ListItem>
  );
}
