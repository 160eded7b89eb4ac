import type { Citation } from '@familytree/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, IconButton, List, ListItem, ListItemText } from '@mui/material';
import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { useDeleteCitationMutation } from '../api/research.api';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { citationDetails } from '../logic/citation-text';
import { CitationMedia } from '../../media-records';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

const CitationDialog = lazy(() =>
  import('./CitationDialog').then((m) => ({ default: m.CitationDialog })),
);

/**
 * Citations as a list: `title` says what each one is (its source, or its person), its media
 * under it; editors get Edit and Delete (asked first) on each, and add and unlink its media.
 */
export function CitationList(props: {
  familyId: number;
  label: string;
  citations: Citation[];
  title: (citation: Citation) => ReactNode;
  /** The name of a citation for its buttons ("Edit citation of …"). */
  nameOf: (citation: Citation) => string;
  canEdit: boolean;
}) {
  const t = useT(researchUiMessages);
  const [editing, setEditing] = useState<Citation | null>(null);
  const [deleting, setDeleting] = useState<Citation | null>(null);
  const remove = useDeleteCitationMutation(props.familyId);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error && <Alert severity="error">{error}</Alert>}
      <List aria-label={props.label} dense>
        {props.citations.map((citation) => (
          <ListItem
            key={citation.citationId}
            disableGutters
            sx={{ pr: props.canEdit ? 12 : 0 }}
            secondaryAction={
              props.canEdit && (
                <>
                  <IconButton
                    aria-label={t('editCitationOf', { name: props.nameOf(citation) })}
                    onClick={() => setEditing(citation)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('deleteCitationOf', { name: props.nameOf(citation) })}
                    onClick={() => {
                      setError(null);
                      setDeleting(citation);
                    }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              )
            }
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ListItemText
                primary={props.title(citation)}
                secondary={
                  <>
                    {citationDetails(citation, t)}
                    {citation.note && (
                      <Fragment>
                        {citationDetails(citation, t) && <br />}
                        {citation.note}
                      </Fragment>
                    )}
                  </>
                }
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <CitationMedia
                familyId={props.familyId}
                citationId={citation.citationId}
                citationName={props.nameOf(citation)}
                media={citation.media ?? []}
                canEdit={props.canEdit}
              />
            </Box>
          </ListItem>
        ))}
      </List>
      <DestructiveConfirmDialog
        open={deleting !== null}
        message={t('deleteCitationConfirm')}
        detail={deleting ? props.nameOf(deleting) : undefined}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.citationId, {
            onSuccess: () => setDeleting(null),
            onError: (e) => {
              setDeleting(null);
              setError(e.message);
            },
          });
        }}
      />
      {editing && (editing.personId !== null || editing.unionId !== null) && (
        <Suspense fallback={null}>
          <CitationDialog
            familyId={props.familyId}
            subject={
              editing.unionId !== null
                ? { unionId: editing.unionId }
                : { personId: editing.personId! }
            }
            citation={editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
