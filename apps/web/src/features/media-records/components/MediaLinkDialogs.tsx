import { lazy, Suspense } from 'react';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { useUnlinkMediaMutation, type MediaSubject } from '../api/media-records.api';
import { useMediaT } from '../hooks/use-media-text';

const MediaDialog = lazy(() => import('./MediaDialog').then((m) => ({ default: m.MediaDialog })));
const LinkMediaDialog = lazy(() =>
  import('./LinkMediaDialog').then((m) => ({ default: m.LinkMediaDialog })),
);

/**
 * The dialog that adds media to a record: a new upload linked to it, or one of the family's
 * records (those it shows already are not offered). Loaded when first opened.
 */
export function AddMediaDialog(props: {
  familyId: number;
  adding: 'upload' | 'existing' | null;
  subject: MediaSubject;
  /** Whom the media are of, in the dialog's words ("Anna Person", "the couple"). */
  subjectName: string;
  linkedIds: number[];
  onClose: () => void;
}) {
  if (props.adding === null) return null;
  return (
    <Suspense fallback={null}>
      {props.adding === 'upload' ? (
        <MediaDialog
          familyId={props.familyId}
          media={null}
          link={props.subject}
          onClose={props.onClose}
        />
      ) : (
        <LinkMediaDialog
          familyId={props.familyId}
          subject={props.subject}
          subjectName={props.subjectName}
          linkedIds={props.linkedIds}
          onClose={props.onClose}
        />
      )}
    </Suspense>
  );
}

/** Asks before unlinking a record from `from` (the record stays), then unlinks it. */
export function UnlinkMediaConfirm(props: {
  familyId: number;
  /** Whence, in the question's words ("Anna Person"). */
  from: string;
  target: { mediaId: number; linkId: number; title: string } | null;
  onClose: () => void;
  onError: (message: string) => void;
}) {
  const t = useMediaT();
  const unlink = useUnlinkMediaMutation(props.familyId);
  const { target } = props;
  return (
    <DestructiveConfirmDialog
      open={target !== null}
      message={t('unlinkQuestion', { name: props.from })}
      detail={target ? t('unlinkDetail', { title: target.title }) : undefined}
      busy={unlink.isPending}
      onCancel={props.onClose}
      onConfirm={() => {
        if (!target) return;
        unlink.mutate(
          { mediaId: target.mediaId, linkId: target.linkId },
          {
            onSuccess: props.onClose,
            onError: (e) => {
              props.onClose();
              props.onError(e.message);
            },
          },
        );
      }}
    />
  );
}
