import type { NewsPost } from '@familytree/shared';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Container, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { FullPageError } from '../../../components/FullPageError';
import { OpeningEditor } from '../../../components/OpeningEditor';
import { FullPageLoading } from '../../../components/FullPageLoading';
import { PageHeading } from '../../../components/PageHeading';
import { ApiError } from '../../../lib/api-client';
import { useSpecText } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { reloadNewsPost, useDeleteNewsPostMutation, useNewsFeedQuery } from '../api/news';
import { NewsItemCard } from '../components/NewsItemCard';
import { useNewsT } from '../components/use-news-text';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';

// The rich-text editor is big: load it only when a post is written or edited.
const NewsPostDialog = lazy(() =>
  import('../components/NewsPostDialog').then((m) => ({ default: m.NewsPostDialog })),
);

/** /news: the admins' posts and what changed on the site, newest first (issue 16). */
export function NewsPage() {
  const t = useNewsT();
  const { text } = useSpecText();
  const family = useFamily();
  const session = useSession();
  const isFamilyAdmin = session?.userRole === 'FAMILY_ADMIN';
  const feed = useNewsFeedQuery(family.familyId);
  const remove = useDeleteNewsPostMutation(family.familyId);
  const [editing, setEditing] = useState<NewsPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NewsPost | null>(null);
  const queryClient = useQueryClient();
  // A delete based on a version someone has edited since is 409: the question stays open with
  // the conflict, and Reload shows the post as it is now (or closes it when the post is gone).
  const deleteStale = remove.error instanceof ApiError && remove.error.status === 409;
  const reloadDeleting = async () => {
    if (!deleting) return;
    const fresh = await reloadNewsPost(queryClient, family.familyId, deleting.newsId);
    remove.reset();
    setDeleting(fresh);
  };
  const stopDeleting = () => {
    remove.reset();
    setDeleting(null);
  };

  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  const actions = isFamilyAdmin
    ? { onEdit: (post: NewsPost) => setEditing(post), onDelete: setDeleting }
    : null;

  let body;
  if (feed.isPending) body = <FullPageLoading label={t('loadingNews')} />;
  else if (feed.isError)
    body = <FullPageError message={t('loadFailed')} onRetry={() => void feed.refetch()} />;
  else if (items.length === 0) body = <Alert severity="info">{t('noNews')}</Alert>;
  else
    body = (
      <Stack spacing={2}>
        {items.map((item) => (
          <NewsItemCard
            key={item.kind === 'post' ? `post-${item.post.newsId}` : `${item.kind}-${item.at}`}
            item={item}
            actions={actions}
          />
        ))}
        {feed.hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => void feed.fetchNextPage()}
            disabled={feed.isFetchingNextPage}
            sx={{ alignSelf: 'center' }}
          >
            {feed.isFetchingNextPage ? t('loadingMore') : t('showOlder')}
          </Button>
        )}
      </Stack>
    );

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <PageHeading title={t('news')} />
        {isFamilyAdmin && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('writePost')}
          </Button>
        )}
      </Stack>
      {body}
      {editing && (
        <Suspense fallback={<OpeningEditor />}>
          <NewsPostDialog
            familyId={family.familyId}
            post={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <DestructiveConfirmDialog
        open={deleting !== null}
        message={t('deleteConfirm')}
        detail={deleting?.title}
        notice={
          deleteStale && (
            <StaleVersionAlert message={remove.error?.message ?? ''} onReload={reloadDeleting} />
          )
        }
        busy={remove.isPending || deleteStale}
        onCancel={stopDeleting}
        onConfirm={() =>
          deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })
        }
      />
      {remove.isError && !deleteStale && (
        <Alert severity="error">{text(remove.error.message)}</Alert>
      )}
    </Container>
  );
}
