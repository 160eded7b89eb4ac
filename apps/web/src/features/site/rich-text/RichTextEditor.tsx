import { Box, FormHelperText, Typography } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import { useId, useMemo } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions, type ToolbarVariant } from './extensions';
import { richTextSx } from './rich-text-styles';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';

export interface RichTextEditorProps {
  /** The editor's accessible name and visible label, e.g. 'Content'. */
  label: string;
  /** Read once when the editor is created (each dialog opening creates a new one). */
  initialValue: string;
  onChange: (html: string) => void;
  variant: ToolbarVariant;
  error?: string | undefined;
  helperText?: string;
  minHeight?: number;
}

/** A Tiptap editor with the spec's toolbar; an empty editor reports an empty string. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, initialValue, onChange, variant, error, helperText, minHeight = 120 } = props;
  const t = useT(siteMessages);
  const helperId = useId();
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': helperId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [label, helperId, error],
  );
  const editor = useEditor({
    extensions: editorExtensions(variant),
    content: initialValue,
    editorProps,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <Box>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main' },
        }}
      >
        {editor && (
          <EditorToolbar editor={editor} variant={variant} label={t('formatting', { label })} />
        )}
        <Box
          sx={{
            ...richTextSx,
            borderTop: 1,
            borderColor: 'divider',
            '& .ProseMirror': { minHeight, px: 1.5, py: 1, outline: 'none' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)}>
        {error ?? helperText ?? ' '}
      </FormHelperText>
    </Box>
  );
}
