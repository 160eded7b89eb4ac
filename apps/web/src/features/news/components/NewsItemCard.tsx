import type { NewsItem, NewsPost } from '@familytree/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { RichTextView } from '../../site';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

interface PostActions {
  onEdit: (post: NewsPost) => void;
  onDelete: (post: NewsPost) => void;
}

function PostBody({ post, actions }: { post: NewsPost; actions: PostActions | null }) {
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
          alt={`Image: ${post.title}`}
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
            aria-label={`Edit ${post.title}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => actions.onDelete(post)}
            aria-label={`Delete ${post.title}`}
          >
            Delete
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The line of an automatic entry: who was added, how many photos, which page was published. */
function ChangeLine({ item }: { item: Exclude<NewsItem, { kind: 'post' }> }) {
  if (item.kind === 'photos')
    return (
      <Typography>
        {item.count === 1 ? '1 photo was' : `${item.count} photos were`} uploaded.{' '}
        <Link component={RouterLink} to="/photogallery">
          Open the photo gallery
        </Link>
      </Typography>
    );
  if (item.kind === 'page')
    return (
      <Typography>
        The page{' '}
        <Link component={RouterLink} to={item.path}>
          {item.menuName}
        </Link>{' '}
        was published.
      </Typography>
    );
  const more = item.count - item.persons.length;
  return (
    <Typography>
      {item.count === 1 ? '1 person was' : `${item.count} persons were`} added to the tree:{' '}
      {item.persons.map((p, index) => (
        <span key={p.personId}>
          {index > 0 && ', '}
          <Link component={RouterLink} to={`/members/${p.personId}`}>
            {p.name}
          </Link>
        </span>
      ))}
      {more > 0 && ` and ${more} more`}.
    </Typography>
  );
}

/** One entry of the feed: an admin's post, or a short line about what changed. */
export function NewsItemCard({ item, actions }: { item: NewsItem; actions: PostActions | null }) {
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
