import type { PersonSearchItem } from '@familytree/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
} from '@mui/material';
import { useId } from 'react';
import { useSpecText, useT } from '../../../lib/i18n';
import { useOtherPersonQuery } from '../api/other-person';
import { mergeMessages } from '../messages';
import { MergePersonsDialog } from './MergePersonsDialog';

/**
 * The merge of a pair named up front (Find duplicates): the kept person's details are read first,
 * then the usual side-by-side dialog opens with the other person already chosen.
 */
export function MergePairDialog(props: {
  familyId: number;
  keepId: number;
  other: PersonSearchItem;
  onClose: () => void;
  onMerged: () => void;
}) {
  const t = useT(mergeMessages);
  const { text } = useSpecText();
  const titleId = useId();
  const keep = useOtherPersonQuery(props.keepId);
  if (keep.isSuccess)
    return (
      <MergePersonsDialog
        familyId={props.familyId}
        person={keep.data}
        other={props.other}
        onClose={props.onClose}
        onMerged={props.onMerged}
      />
    );
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('pairTitle')}</DialogTitle>
      <DialogContent>
        {keep.isError ? (
          <Alert severity="error">
            {t('pairLoadFailed', { message: text(keep.error.message) })}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={120} role="status" aria-label={t('loadingPair')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
