import { newsLimits, newsMessages, type NewsPost } from '@familytree/shared';
import { Alert, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { ApiError } from '../../../lib/api-client';
import { ImageUploadField, RichTextEditor, type ImageValue } from '../../site';
import { useSaveNewsPostMutation } from '../api/news';

interface NewsPostDialogProps {
  familyId: number;
  /** The post to edit, or null for a new one. */
  post: NewsPost | null;
  onClose: () => void;
}

/** Writes or edits a post: title, rich text and an optional image, uploaded at once. */
export function NewsPostDialog({ familyId, post, onClose }: NewsPostDialogProps) {
  const save = useSaveNewsPostMutation(familyId);
  const [title, setTitle] = useState(post?.title ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [image, setImage] = useState<ImageValue>({
    image: post?.image ?? null,
    imageUrl: post?.imageUrl ?? null,
  });
  const [uploading, setUploading] = useState(false);
  const [titleError, setTitleError] = useState<string | null>(null);

  const fieldErrors = save.error instanceof ApiError ? save.error.fields : {};
  const shownTitleError = titleError ?? fieldErrors.title ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setTitleError(newsMessages.titleRequired);
    if (trimmed.length > newsLimits.titleMax) return setTitleError(newsMessages.titleTooLong);
    save.mutate(
      { newsId: post?.newsId ?? null, post: { title: trimmed, content, image: image.image } },
      { onSuccess: onClose },
    );
  };
  const busy = save.isPending || uploading;

  return (
    <FormDialog
      title={post ? 'Edit news post' : 'Write a news post'}
      onClose={busy ? undefined : onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {post ? 'Save' : 'Publish post'}
          </Button>
        </>
      }
    >
      {save.isError && !shownTitleError && <Alert severity="error">{save.error.message}</Alert>}
      <TextField
        label="Title"
        value={title}
        required
        autoFocus
        onChange={(e) => {
          setTitle(e.target.value);
          setTitleError(null);
        }}
        error={Boolean(shownTitleError)}
        helperText={shownTitleError ?? `${title.length}/${newsLimits.titleMax}`}
      />
      <RichTextEditor
        label="Post text"
        initialValue={content}
        onChange={setContent}
        variant="full"
        minHeight={160}
      />
      <ImageUploadField value={image} onChange={setImage} onBusyChange={setUploading} />
    </FormDialog>
  );
}
