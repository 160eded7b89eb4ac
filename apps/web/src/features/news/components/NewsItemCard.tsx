import type { NewsItem, NewsPost } from '@familytree/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '../../../lib/router';
import { RichTextView } from '../../site';
import { richMessage } from '../../../lib/i18n';
import { useNewsDate, useNewsT } from './use-news-text';

interface PostActions {
  onEdit: (post: NewsPost) => void;
  onDelete: (post: NewsPost) => void;
}

function PostBody({ post, actions }: { post: NewsPost; actions: PostActions | null }) {
  const t = useNewsT();
  const dateOf = useNewsDate();
  return (
    <Stack spacing={1.5}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
        {post.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {dateOf(post.createdAt)}
        {post.author ? ` · ${post.author}` : ''}
      </Typography>
      {post.imageUrl && (
        <Box
          component="img"
          src={post.imageUrl}
          alt={t('postImage', { title: post.title })}
          loading="lazy"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 420, borderRadius: 1 }}
        />
      )}
      <RichTextView html={post.content} />
      {actions && (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={() => actions.onEdit(post)}
            aria-label={t('editPost', { title: post.title })}
          >
            {t('edit')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => actions.onDelete(post)}
            aria-label={t('deletePost', { title: post.title })}
          >
            {t('delete')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The line of an automatic entry: who was added, how many photos, which page was published. */
function ChangeLine({ item }: { item: Exclude<NewsItem, { kind: 'post' }> }) {
  const t = useNewsT();
  if (item.kind === 'photos')
    return (
      <Typography>
        {t('photosUploaded', { count: item.count })}{' '}
        <Link component={RouterLink} to="/photogallery">
          {t('openGallery')}
        </Link>
      </Typography>
    );
  if (item.kind === 'page')
    return (
      <Typography>
        {richMessage((values) => t('pagePublished', values), {
          page: (
            <Link component={RouterLink} to={item.path}>
              {item.menuName}
            </Link>
          ),
        })}
      </Typography>
    );
  const more = item.count - item.persons.length;
  const links = item.persons.map((p, index) => (
    <span key={p.personId}>
      {index > 0 && ', '}
      <Link component={RouterLink} to={`/members/${p.personId}`}>
        {p.name}
      </Link>
    </span>
  ));
  const names =
    more > 0
      ? richMessage((values) => t('andMore', values), { names: links }, { count: more })
      : links;
  return (
    <Typography>
      {richMessage((values) => t('personsAdded', values), { names }, { count: item.count })}
    </Typography>
  );
}

/** One entry of the feed: an admin's post, or a short line about what changed. */
export function NewsItemCard({ item, actions }: { item: NewsItem; actions: PostActions | null }) {
  const dateOf = useNewsDate();
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        {item.kind === 'post' ? (
          <PostBody post={item.post} actions={actions} />
        ) : (
          <Stack spacing={0.5}>
            <Typography variant="body2" color="text.secondary">
              {dateOf(item.at)}
            </Typography>
            <ChangeLine item={item} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
