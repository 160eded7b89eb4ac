import { newsLimits, newsMessages, type NewsPost } from '@familytree/shared';
import { Alert, Button, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { ApiError } from '../../../lib/api-client';
import { ImageUploadField, RichTextEditor, type ImageValue } from '../../site';
import { reloadNewsPost, useSaveNewsPostMutation } from '../api/news';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';
import { useSpecText } from '../../../lib/i18n';
import { useNewsT } from './use-news-text';

interface NewsPostDialogProps {
  familyId: number;
  /** The post to edit, or null for a new one. */
  post: NewsPost | null;
  onClose: () => void;
}

/** Writes or edits a post: title, rich text and an optional image, uploaded at once. */
export function NewsPostDialog({ familyId, post, onClose }: NewsPostDialogProps) {
  const t = useNewsT();
  const { text } = useSpecText();
  const queryClient = useQueryClient();
  const save = useSaveNewsPostMutation(familyId);
  // The post as this dialog opened it (its version, not a background refetch's): an edit by
  // someone else since then makes the save 409, and Reload shows theirs.
  const [opened, setOpened] = useState(post);
  const [title, setTitle] = useState(post?.title ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  // The editor reads its text once: a reload mounts a new one.
  const [editorKey, setEditorKey] = useState(0);
  const [image, setImage] = useState<ImageValue>({
    image: post?.image ?? null,
    imageUrl: post?.imageUrl ?? null,
  });
  const [uploading, setUploading] = useState(false);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [deletedMeanwhile, setDeletedMeanwhile] = useState(false);

  const stale = save.error instanceof ApiError && save.error.status === 409;
  const fieldErrors = save.error instanceof ApiError ? save.error.fields : {};
  // The rules' English messages (the server's too, when it sends them) in the current language.
  const message = (english: string) =>
    english === newsMessages.titleRequired
      ? t('titleRequired')
      : english === newsMessages.titleTooLong
        ? t('titleTooLong', { max: String(newsLimits.titleMax) })
        : text(english);
  const serverTitleError = fieldErrors.title ? message(fieldErrors.title) : null;
  const shownTitleError = titleError ?? serverTitleError;

  const reload = async () => {
    if (!opened) return;
    const fresh = await reloadNewsPost(queryClient, familyId, opened.newsId);
    save.reset();
    if (!fresh) return setDeletedMeanwhile(true);
    setOpened(fresh);
    setTitle(fresh.title);
    setContent(fresh.content);
    setImage({ image: fresh.image, imageUrl: fresh.imageUrl });
    setTitleError(null);
    setEditorKey((key) => key + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setTitleError(t('titleRequired'));
    if (trimmed.length > newsLimits.titleMax)
      return setTitleError(t('titleTooLong', { max: String(newsLimits.titleMax) }));
    save.mutate(
      { opened, post: { title: trimmed, content, image: image.image } },
      { onSuccess: onClose },
    );
  };
  const busy = save.isPending || uploading;

  return (
    <FormDialog
      title={post ? t('editNewsPost') : t('writeNewsPost')}
      onClose={busy ? undefined : onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || deletedMeanwhile}>
            {post ? t('save') : t('publishPost')}
          </Button>
        </>
      }
    >
      {stale && <StaleVersionAlert message={save.error?.message ?? ''} onReload={reload} />}
      {deletedMeanwhile && <Alert severity="error">{t('deletedMeanwhile')}</Alert>}
      {save.isError && !stale && !shownTitleError && (
        <Alert severity="error">{message(save.error.message)}</Alert>
      )}
      <TextField
        label={t('title')}
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
        key={editorKey}
        label={t('postText')}
        initialValue={content}
        onChange={setContent}
        variant="full"
        minHeight={160}
      />
      <ImageUploadField value={image} onChange={setImage} onBusyChange={setUploading} />
    </FormDialog>
  );
}
