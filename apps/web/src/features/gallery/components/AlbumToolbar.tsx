import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Button, Stack } from '@mui/material';
import type { GalleryGroup } from '@familytree/shared';
import { useId, useState } from 'react';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import {
  ImageChoiceHelperText,
  ImageFileButton,
  uploadImage,
  useImageFileChoice,
} from '../../media';
import { ApiError } from '../../../lib/api-client';
import { useAddAlbumPhoto, useDeleteAlbum, useFreshAlbum } from '../api/gallery-api';
import { AlbumDialog } from './AlbumDialog';
import { StaleVersionAlert } from '../../../components/StaleVersionAlert';
import { useT } from '../../../lib/i18n';
import { galleryMessages } from '../messages';

/**
 * What an album's manager can do: add photos (each uploaded like every image of the app, so a
 * big phone photo is made smaller first), rename the album and delete it. A delete is of the album
 * as it was when the question was asked: changed by someone else since, it is refused (409) and
 * the question shows who did, with Reload to ask again about the album as it is now.
 */
export function AlbumToolbar(props: {
  familyId: number;
  album: GalleryGroup;
  onDeleted: () => void;
}) {
  const { familyId, album, onDeleted } = props;
  const t = useT(galleryMessages);
  const helperId = useId();
  const add = useAddAlbumPhoto(familyId);
  const remove = useDeleteAlbum(familyId);
  const [busy, setBusy] = useState(false);
  // The album's version when "Delete album" was clicked: undefined while not asking.
  const [confirming, setConfirming] = useState<{ version: number } | null>(null);
  const freshAlbum = useFreshAlbum(familyId);
  const deleteStale = remove.error instanceof ApiError && remove.error.status === 409;
  const [renaming, setRenaming] = useState(false);
  const { problem, setProblem, choose } = useImageFileChoice({
    onAccepted: async (file) => {
      setBusy(true);
      try {
        const { name } = await uploadImage(file);
        const caption = file.name.replace(/\.[^.]*$/, '').slice(0, 500);
        await add.mutateAsync({ albumId: album.albumId!, image: name, caption });
      } catch (error) {
        setProblem((error as Error).message);
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ImageFileButton
          variant="contained"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={busy}
          inputLabel={t('addPhotoToAlbum')}
          describedBy={helperId}
          invalid={Boolean(problem)}
          onChoose={choose}
        >
          {busy ? t('uploading') : t('addPhoto')}
        </ImageFileButton>
        <Button onClick={() => setRenaming(true)}>{t('renameAlbum')}</Button>
        <Button
          color="error"
          onClick={() => {
            remove.reset();
            setConfirming({ version: album.version });
          }}
        >
          {t('deleteAlbum')}
        </Button>
      </Stack>
      <ImageChoiceHelperText id={helperId} problem={problem} hint={t('imageHint')} />
      {renaming && (
        <AlbumDialog
          familyId={familyId}
          album={album}
          personRequired={false}
          onClose={() => setRenaming(false)}
          onSaved={() => setRenaming(false)}
        />
      )}
      <DestructiveConfirmDialog
        open={confirming !== null}
        message={t('deleteAlbumConfirm', { title: album.title })}
        busy={remove.isPending}
        problem={
          deleteStale ? (
            <StaleVersionAlert
              message={remove.error?.message ?? ''}
              onReload={async () => {
                const fresh = await freshAlbum(album.albumId!);
                remove.reset();
                setConfirming(fresh ? { version: fresh.version } : null);
              }}
            />
          ) : remove.isError ? (
            <Alert severity="error">{remove.error.message}</Alert>
          ) : undefined
        }
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          const deleted = await remove
            .mutateAsync({ albumId: album.albumId!, version: confirming?.version })
            .then(() => true)
            .catch(() => false);
          if (!deleted) return;
          setConfirming(null);
          onDeleted();
        }}
      />
    </Stack>
  );
}
