import type { CitationMedia as CitationMediaItem } from '@familytree/shared';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ImageIcon from '@mui/icons-material/Image';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useMediaT, useMediaText } from '../hooks/use-media-text';
import { AddMediaDialog, UnlinkMediaConfirm } from './MediaLinkDialogs';

const size = 56;

/** The narrowest thumbnail, or the image itself. */
const thumbnailOf = (item: CitationMediaItem) =>
  item.image?.thumbnails[0]?.url ?? item.image?.url ?? null;

function Thumbnail({ item }: { item: CitationMediaItem }) {
  const src = thumbnailOf(item);
  const box = {
    width: size,
    height: size,
    borderRadius: 1,
    display: 'grid',
    placeItems: 'center',
    bgcolor: 'grey.100',
    overflow: 'hidden',
  };
  if (src)
    return (
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        sx={{ ...box, objectFit: 'cover', display: 'block' }}
      />
    );
  return (
    <Box sx={box}>
      {item.kind === 'document' ? (
        <PictureAsPdfIcon color="error" aria-hidden />
      ) : (
        <ImageIcon color="action" aria-hidden />
      )}
    </Box>
  );
}

/**
 * A citation's media (issue 30): small thumbnails, a PDF icon for a document, each opening the
 * file as the media grids do. Editors of the citation add media to it (a new upload or one of the
 * family's records) and unlink one (the record stays).
 */
export function CitationMedia(props: {
  familyId: number;
  citationId: number;
  /** The citation in words, for buttons and dialogs ("Parish register (Birth)"). */
  citationName: string;
  media: CitationMediaItem[];
  canEdit: boolean;
}) {
  const t = useMediaT();
  const text = useMediaText();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [adding, setAdding] = useState<'upload' | 'existing' | null>(null);
  const [unlinking, setUnlinking] = useState<CitationMediaItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subject = { citationId: props.citationId };
  if (props.media.length === 0 && !props.canEdit) return null;
  const choose = (what: 'upload' | 'existing') => {
    setMenuAnchor(null);
    setAdding(what);
  };
  return (
    <Box sx={{ mt: 1 }}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
          {text(error)}
        </Alert>
      )}
      <Stack
        component="ul"
        aria-label={t('mediaOf', { name: props.citationName })}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, alignItems: 'flex-start' }}
      >
        {props.media.map((item) => (
          <Stack component="li" key={item.linkId} sx={{ width: size, alignItems: 'center' }}>
            {item.url ? (
              <Link
                href={item.url}
                target="_blank"
                rel="noopener"
                aria-label={t(item.kind === 'document' ? 'openPdf' : 'open', { title: item.title })}
                title={item.title}
              >
                <Thumbnail item={item} />
              </Link>
            ) : (
              <Box title={item.title} role="img" aria-label={item.title}>
                <Thumbnail item={item} />
              </Box>
            )}
            <Typography variant="caption" noWrap sx={{ maxWidth: size }} aria-hidden>
              {item.title}
            </Typography>
            {props.canEdit && (
              <IconButton
                size="small"
                aria-label={t('unlinkItemFrom', { title: item.title, name: props.citationName })}
                onClick={() => {
                  setError(null);
                  setUnlinking(item);
                }}
              >
                <LinkOffIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
        {props.canEdit && (
          <li>
            <Button
              size="small"
              startIcon={<AddPhotoAlternateIcon />}
              aria-label={t('addMediaTo', { name: props.citationName })}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
            >
              {t('addMedia')}
            </Button>
          </li>
        )}
      </Stack>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
      >
        <MenuItem onClick={() => choose('upload')}>{t('uploadPhotoOrPdf')}</MenuItem>
        <MenuItem onClick={() => choose('existing')}>{t('linkExisting')}</MenuItem>
      </Menu>
      <UnlinkMediaConfirm
        familyId={props.familyId}
        from={props.citationName}
        target={unlinking}
        onClose={() => setUnlinking(null)}
        onError={setError}
      />
      <AddMediaDialog
        familyId={props.familyId}
        adding={adding}
        subject={subject}
        subjectName={t('citationSubject', { name: props.citationName })}
        linkedIds={props.media.map((m) => m.mediaId)}
        onClose={() => setAdding(null)}
      />
    </Box>
  );
}
