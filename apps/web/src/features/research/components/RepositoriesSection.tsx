import type { Repository } from '@familytree/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useDeleteRepositoryMutation, useRepositoriesQuery } from '../api/research.api';

const RepositoryDialog = lazy(() =>
  import('./RepositoryDialog').then((m) => ({ default: m.RepositoryDialog })),
);

const sourcesText = (count: number) => (count === 1 ? '1 source' : `${count} sources`);

/**
 * Where the family's sources are kept (archives, libraries, a relative's attic): a family admin
 * edits and deletes them here (they are added from the source form); deleting one keeps its
 * sources, without a repository.
 */
export function RepositoriesSection(props: { familyId: number; isFamilyAdmin: boolean }) {
  const repositories = useRepositoriesQuery(props.familyId);
  const remove = useDeleteRepositoryMutation(props.familyId);
  const [editing, setEditing] = useState<Repository | null>(null);
  const [deleting, setDeleting] = useState<Repository | null>(null);
  const [error, setError] = useState<string | null>(null);
  let body;
  if (repositories.isPending) {
    body = (
      <Skeleton variant="rounded" height={80} role="status" aria-label="Loading repositories" />
    );
  } else if (repositories.isError) {
    body = (
      <ErrorAlert onRetry={() => void repositories.refetch()}>
        The repositories could not be loaded. {repositories.error.message}
      </ErrorAlert>
    );
  } else if (repositories.data.length === 0) {
    body = (
      <Typography color="text.secondary">
        No repositories yet: they are added from a source&apos;s form.
      </Typography>
    );
  } else {
    body = (
      <List aria-label="Repositories" dense>
        {repositories.data.map((repository) => (
          <ListItem
            key={repository.repositoryId}
            disableGutters
            divider
            sx={{ pr: props.isFamilyAdmin ? 12 : 0 }}
            secondaryAction={
              props.isFamilyAdmin && (
                <>
                  <IconButton
                    aria-label={`Edit repository ${repository.name}`}
                    onClick={() => setEditing(repository)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete repository ${repository.name}`}
                    onClick={() => {
                      setError(null);
                      setDeleting(repository);
                    }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              )
            }
          >
            <ListItemText
              primary={repository.name}
              secondary={[repository.address, sourcesText(repository.sourceCount)]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Stack component="section" aria-labelledby="repositories-heading" spacing={1} sx={{ mt: 4 }}>
      <Typography id="repositories-heading" variant="h5" component="h2">
        Repositories
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {body}
      <DestructiveConfirmDialog
        open={deleting !== null}
        message="Delete this repository?"
        detail={deleting ? `${deleting.name}: its sources stay, without a repository.` : undefined}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.repositoryId, {
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
          <RepositoryDialog
            familyId={props.familyId}
            repository={editing}
            onClose={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
