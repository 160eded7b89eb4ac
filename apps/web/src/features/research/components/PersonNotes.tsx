import type { Note } from '@familytree/shared';
import { Alert, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { RichTextView } from '../../site';
import {
  useDeleteNoteMutation,
  useSubjectNotesQuery,
  useUnlinkNoteMutation,
} from '../api/notes.api';
import { factLabel } from '../logic/citation-text';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

const NoteDialog = lazy(() => import('./NoteDialog').then((m) => ({ default: m.NoteDialog })));
const ShareNoteDialog = lazy(() =>
  import('./ShareNoteDialog').then((m) => ({ default: m.ShareNoteDialog })),
);

type Editing = { kind: 'write'; note: Note | null } | { kind: 'share'; note: Note };

/**
 * A person's notes (issue 30): each with what it is about and, for a shared note, the others it
 * is about; editors (family admins, the person's branch admin) write, share, unlink and delete.
 */
export function PersonNotes(props: {
  familyId: number;
  personId: number;
  /** Whose notes: the person's name, or in a couple's section (`unionId`) the partner's. */
  personName: string;
  canEdit: boolean;
  /** A couple's notes instead of the person's (in a marriage's section, under a smaller heading). */
  unionId?: number;
}) {
  const t = useT(researchUiMessages);
  const couple = props.unionId !== undefined;
  // The texts about the subject: a person, or the marriage to the partner.
  const subject = { couple: couple ? 'yes' : 'no', name: props.personName };
  const notes = useSubjectNotesQuery(
    props.familyId,
    couple ? { unionId: props.unionId! } : { personId: props.personId },
  );
  const headingId = couple ? `union-${props.unionId}-notes-heading` : 'person-notes-heading';
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteNoteMutation(props.familyId);
  const unlink = useUnlinkNoteMutation(props.familyId);
  const ownLink = (note: Note) =>
    note.links.find((l) => (couple ? l.unionId === props.unionId : l.personId === props.personId));
  let body;
  if (notes.isPending) {
    body = <Skeleton variant="rounded" height={80} role="status" aria-label={t('loadingNotes')} />;
  } else if (notes.isError) {
    body = (
      <ErrorAlert onRetry={() => void notes.refetch()}>
        {t('notesLoadFailed')} {notes.error.message}
      </ErrorAlert>
    );
  } else if (notes.data.length === 0) {
    body = <Typography color="text.secondary">{t('noNotes', subject)}</Typography>;
  } else {
    body = (
      <Stack
        component="ul"
        aria-label={t('notesAbout', subject)}
        spacing={2}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {notes.data.map((note, index) => {
          const own = ownLink(note);
          const others = note.links.filter(
            (l) => l !== own && (l.personId !== null || l.unionId !== null),
          );
          const number = String(index + 1);
          const noteName = t('noteName', { number, fact: factLabel(own?.fact ?? null, t) });
          return (
            <Stack
              component="li"
              key={note.noteId}
              aria-label={t('noteNumber', { number })}
              spacing={1}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            >
              <Typography variant="overline" component="p">
                {factLabel(own?.fact ?? null, t)}
              </Typography>
              <RichTextView html={note.text} />
              {others.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('sharedWith')}{' '}
                  {others.map((l, i) => (
                    <span key={l.linkId}>
                      {i > 0 && ', '}
                      {l.personId === null ? (
                        l.personName
                      ) : (
                        <Link component={RouterLink} to={`/members/${l.personId}`}>
                          {l.personName}
                        </Link>
                      )}
                      {l.fact && ` (${t('factInText', { fact: l.fact })})`}
                    </span>
                  ))}
                </Typography>
              )}
              {props.canEdit && (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
                  <Button
                    size="small"
                    aria-label={t('editNamed', { note: noteName })}
                    onClick={() => setEditing({ kind: 'write', note })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={t('shareNamed', { note: noteName })}
                    onClick={() => setEditing({ kind: 'share', note })}
                  >
                    {t('share')}
                  </Button>
                  {own && note.links.length > 1 && (
                    <Button
                      size="small"
                      aria-label={t('unlinkNamed', { ...subject, note: noteName })}
                      disabled={unlink.isPending}
                      onClick={() => {
                        setError(null);
                        unlink.mutate(
                          { noteId: note.noteId, linkId: own.linkId },
                          { onError: (e) => setError(e.message) },
                        );
                      }}
                    >
                      {t('unlink')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('deleteNamed', { note: noteName })}
                    onClick={() => {
                      setError(null);
                      setDeleting(note);
                    }}
                  >
                    {t('delete')}
                  </Button>
                </Stack>
              )}
            </Stack>
          );
        })}
      </Stack>
    );
  }
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography
          id={headingId}
          variant={couple ? 'subtitle1' : 'h5'}
          component={couple ? 'h3' : 'h2'}
        >
          {t('notes')}
        </Typography>
        {props.canEdit && (
          <Button
            variant={couple ? 'outlined' : 'contained'}
            onClick={() => setEditing({ kind: 'write', note: null })}
          >
            {couple ? t('addNoteAboutMarriage') : t('addNote')}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {body}
      <DestructiveConfirmDialog
        open={deleting !== null}
        message={t('deleteNoteConfirm')}
        detail={deleting && deleting.links.length > 1 ? t('deleteSharedNoteDetail') : undefined}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.noteId, {
            onSuccess: () => setDeleting(null),
            onError: (e) => {
              setDeleting(null);
              setError(e.message);
            },
          });
        }}
      />
      {editing && (
        <Suspense fallback={null}>
          {editing.kind === 'write' ? (
            <NoteDialog
              familyId={props.familyId}
              subject={couple ? { unionId: props.unionId! } : { personId: props.personId }}
              note={editing.note}
              onClose={() => setEditing(null)}
            />
          ) : (
            <ShareNoteDialog
              familyId={props.familyId}
              note={editing.note}
              onClose={() => setEditing(null)}
            />
          )}
        </Suspense>
      )}
    </Stack>
  );
}
