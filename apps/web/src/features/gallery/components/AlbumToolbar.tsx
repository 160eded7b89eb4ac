import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Button, Stack } from '@mui/material';
import type { GalleryGroup } from '@familytree/shared';
import { useId, useState } from 'react';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import {
  ImageChoiceHelperText,
  ImageFileButton,
  uploadImage,
  useImageFileChoice,
} from '../../media';
import { useAddAlbumPhoto, useDeleteAlbum } from '../api/gallery-api';
import { AlbumDialog } from './AlbumDialog';

/**
 * What an album's manager can do: add photos (each uploaded like every image of the app, so a
 * big phone photo is made smaller first), rename the album and delete it.
 */
export function AlbumToolbar(props: {
  familyId: number;
  album: GalleryGroup;
  onDeleted: () => void;
}) {
  const { familyId, album, onDeleted } = props;
  const helperId = useId();
  const add = useAddAlbumPhoto(familyId);
  const remove = useDeleteAlbum(familyId);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
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
          inputLabel="Add a photo to the album"
          describedBy={helperId}
          invalid={Boolean(problem)}
          onChoose={choose}
        >
          {busy ? 'Uploading…' : 'Add a photo'}
        </ImageFileButton>
        <Button onClick={() => setRenaming(true)}>Rename album</Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          Delete album
        </Button>
      </Stack>
      <ImageChoiceHelperText
        id={helperId}
        problem={problem}
        hint="JPEG, PNG, GIF or WebP; a photo over 2 MB is made smaller first."
      />
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
        open={confirming}
        message={`Delete the album "${album.title}"? Its photos stay where else they are used.`}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await remove.mutateAsync(album.albumId!).catch(() => undefined);
          setConfirming(false);
          onDeleted();
        }}
      />
    </Stack>
  );
}
