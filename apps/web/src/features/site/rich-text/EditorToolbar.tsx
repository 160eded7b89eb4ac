import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import { Box, Divider, ToggleButton, Tooltip } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Fragment, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';
import type { ToolbarVariant } from './extensions';
import { LinkDialog } from './LinkDialog';
import { toolbarGroups } from './toolbar-actions';

const buttonSx = { border: 0, borderRadius: 1, p: 0.75, minWidth: 36, minHeight: 36 };
const hiddenInputSx = {
  position: 'absolute',
  opacity: 0,
  width: '100%',
  height: '100%',
  inset: 0,
  cursor: 'pointer',
} as const;

interface EditorToolbarProps {
  editor: Editor;
  variant: ToolbarVariant;
  /** Names the toolbar after its editor, e.g. 'Content formatting'. */
  label: string;
}

export function EditorToolbar({ editor, variant, label }: EditorToolbarProps) {
  const t = useT(siteMessages);
  const groups = useMemo(() => toolbarGroups(variant, t), [variant, t]);
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: groups.map((group) => group.map((action) => action.isActive(e))),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      color: (e.getAttributes('textStyle').color as string | undefined) ?? '#000000',
    }),
  });

  return (
    <Box
      role="toolbar"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5 }}
      onMouseDown={(event) => {
        // Keep the editor's selection when a button is pressed.
        if ((event.target as HTMLElement).tagName !== 'INPUT') event.preventDefault();
      }}
    >
      {groups.map((group, g) => (
        <Fragment key={g}>
          {g > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
          {group.map((action, a) => (
            <Tooltip key={action.label} title={action.label}>
              <ToggleButton
                value={action.label}
                size="small"
                aria-label={action.label}
                selected={state.active[g]?.[a] ?? false}
                onChange={() => action.run(editor)}
                sx={buttonSx}
              >
                {action.icon}
              </ToggleButton>
            </Tooltip>
          ))}
        </Fragment>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title={t('textColour')} describeChild>
        <Box
          sx={{
            ...buttonSx,
            position: 'relative',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: state.color,
            '&:focus-within': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <FormatColorTextIcon fontSize="small" />
          <Box
            component="input"
            type="color"
            aria-label={t('textColour')}
            value={/^#[0-9a-f]{6}$/i.test(state.color) ? state.color : '#000000'}
            onChange={(event) =>
              editor
                .chain()
                .focus()
                .setColor((event.target as HTMLInputElement).value)
                .run()
            }
            sx={hiddenInputSx}
          />
        </Box>
      </Tooltip>
      <Tooltip title={t('link')}>
        <ToggleButton
          value="link"
          size="small"
          aria-label={t('link')}
          selected={state.link}
          onChange={() => setLinkOpen(true)}
          sx={buttonSx}
        >
          <InsertLinkIcon />
        </ToggleButton>
      </Tooltip>
      {linkOpen && (
        <LinkDialog
          initial={state.href}
          hasLink={state.link}
          onClose={() => setLinkOpen(false)}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinkOpen(false);
          }}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
        />
      )}
    </Box>
  );
}
