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
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

const RepositoryDialog = lazy(() =>
  import('./RepositoryDialog').then((m) => ({ default: m.RepositoryDialog })),
);

/**
 * Where the family's sources are kept (archives, libraries, a relative's attic): a family admin
 * edits and deletes them here (they are added from the source form); deleting one keeps its
 * sources, without a repository.
 */
export function RepositoriesSection(props: { familyId: number; isFamilyAdmin: boolean }) {
  const t = useT(researchUiMessages);
  const repositories = useRepositoriesQuery(props.familyId);
  const remove = useDeleteRepositoryMutation(props.familyId);
  const [editing, setEditing] = useState<Repository | null>(null);
  const [deleting, setDeleting] = useState<Repository | null>(null);
  const [error, setError] = useState<string | null>(null);
  let body;
  if (repositories.isPending) {
    body = (
      <Skeleton variant="rounded" height={80} role="status" aria-label={t('loadingRepositories')} />
    );
  } else if (repositories.isError) {
    body = (
      <ErrorAlert onRetry={() => void repositories.refetch()}>
        {t('repositoriesLoadFailed')} {repositories.error.message}
      </ErrorAlert>
    );
  } else if (repositories.data.length === 0) {
    body = <Typography color="text.secondary">{t('noRepositories')}</Typography>;
  } else {
    body = (
      <List aria-label={t('repositories')} dense>
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
                    aria-label={t('editRepositoryNamed', { name: repository.name })}
                    onClick={() => setEditing(repository)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('deleteRepositoryNamed', { name: repository.name })}
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
              secondary={[repository.address, t('sourceCount', { count: repository.sourceCount })]
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
        {t('repositories')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {body}
      <DestructiveConfirmDialog
        open={deleting !== null}
        message={t('deleteRepositoryConfirm')}
        detail={deleting ? t('deleteRepositoryDetail', { name: deleting.name }) : undefined}
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
