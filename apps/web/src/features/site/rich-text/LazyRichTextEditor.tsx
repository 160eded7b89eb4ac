import { Box, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';
import { useLoadedT } from '../../../components/useLoadedT';
import { siteMessages } from '../messages';

// The editor's libraries (Tiptap, ProseMirror: about 125 KB gzip) load when an editor is first
// shown, never with the public pages that only display rich text.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })),
);

/** The rich-text editor for other features: its label at once, the editor when it has loaded. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  // The fallback below is in the same component: the label must not wait on a language file.
  const t = useLoadedT(siteMessages);
  return (
    <Suspense
      fallback={
        <Box role="status" aria-label={t('loadingEditor', { label: props.label })}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {props.label}
          </Typography>
          <Skeleton variant="rounded" height={(props.minHeight ?? 120) + 48} />
        </Box>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
