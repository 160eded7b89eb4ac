import type { Note } from '@familytree/shared';
import { Alert, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { RichTextView } from '../../site';
import {
  useDeleteNoteMutation,
  useSubjectNotesQuery,
  useUnlinkNoteMutation,
} from '../api/notes.api';
import { factLabel } from '../logic/citation-text';

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
  personName: string;
  canEdit: boolean;
  /** A couple's notes instead of the person's (in a marriage's section, under a smaller heading). */
  unionId?: number;
}) {
  const couple = props.unionId !== undefined;
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
    body = <Skeleton variant="rounded" height={80} role="status" aria-label="Loading notes" />;
  } else if (notes.isError) {
    body = (
      <ErrorAlert onRetry={() => void notes.refetch()}>
        The notes could not be loaded. {notes.error.message}
      </ErrorAlert>
    );
  } else if (notes.data.length === 0) {
    body = <Typography color="text.secondary">No notes about {props.personName} yet.</Typography>;
  } else {
    body = (
      <Stack
        component="ul"
        aria-label={`Notes about ${props.personName}`}
        spacing={2}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {notes.data.map((note, index) => {
          const own = ownLink(note);
          const others = note.links.filter(
            (l) => l !== own && (l.personId !== null || l.unionId !== null),
          );
          const name = `note ${index + 1} (${factLabel(own?.fact ?? null)})`;
          return (
            <Stack
              component="li"
              key={note.noteId}
              aria-label={`Note ${index + 1}`}
              spacing={1}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            >
              <Typography variant="overline" component="p">
                {factLabel(own?.fact ?? null)}
              </Typography>
              <RichTextView html={note.text} />
              {others.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  Shared with{' '}
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
                      {l.fact && ` (${factLabel(l.fact).toLowerCase()})`}
                    </span>
                  ))}
                </Typography>
              )}
              {props.canEdit && (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
                  <Button
                    size="small"
                    aria-label={`Edit ${name}`}
                    onClick={() => setEditing({ kind: 'write', note })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Share ${name}`}
                    onClick={() => setEditing({ kind: 'share', note })}
                  >
                    Share
                  </Button>
                  {own && note.links.length > 1 && (
                    <Button
                      size="small"
                      aria-label={`Unlink ${name} from ${props.personName}`}
                      disabled={unlink.isPending}
                      onClick={() => {
                        setError(null);
                        unlink.mutate(
                          { noteId: note.noteId, linkId: own.linkId },
                          { onError: (e) => setError(e.message) },
                        );
                      }}
                    >
                      Unlink
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Delete ${name}`}
                    onClick={() => {
                      setError(null);
                      setDeleting(note);
                    }}
                  >
                    Delete
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
          Notes
        </Typography>
        {props.canEdit && (
          <Button
            variant={couple ? 'outlined' : 'contained'}
            onClick={() => setEditing({ kind: 'write', note: null })}
          >
            {couple ? 'Add a note about the marriage' : 'Add a note'}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {body}
      <DestructiveConfirmDialog
        open={deleting !== null}
        message="Delete this note?"
        detail={
          deleting && deleting.links.length > 1
            ? 'It is shared: it goes from every person it is linked to.'
            : undefined
        }
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
