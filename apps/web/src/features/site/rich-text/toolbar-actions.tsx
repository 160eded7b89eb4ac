import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import SubscriptIcon from '@mui/icons-material/Subscript';
import SuperscriptIcon from '@mui/icons-material/Superscript';
import type { Editor } from '@tiptap/core';
import type { ReactNode } from 'react';
import type { ToolbarVariant } from './extensions';

export interface ToolbarAction {
  label: string;
  icon: ReactNode;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const headingLevels = [1, 2, 3, 4, 5] as const;
const alignments = [
  ['left', 'Align left', <FormatAlignLeftIcon key="l" />],
  ['center', 'Align center', <FormatAlignCenterIcon key="c" />],
  ['right', 'Align right', <FormatAlignRightIcon key="r" />],
  ['justify', 'Justify', <FormatAlignJustifyIcon key="j" />],
] as const;

const mark = (label: string, name: string, icon: ReactNode): ToolbarAction => ({
  label,
  icon,
  isActive: (e) => e.isActive(name),
  run: (e) => e.chain().focus().toggleMark(name).run(),
});

const headings: ToolbarAction[] = headingLevels.map((level) => ({
  label: `Heading ${level}`,
  icon: <span style={{ fontWeight: 700, fontSize: 13, minWidth: 20 }}>H{level}</span>,
  isActive: (e) => e.isActive('heading', { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
}));

const lists: ToolbarAction[] = [
  {
    label: 'Bulleted list',
    icon: <FormatListBulletedIcon />,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    icon: <FormatListNumberedIcon />,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

const alignment: ToolbarAction[] = alignments.map(([value, label, icon]) => ({
  label,
  icon,
  isActive: (e) => e.isActive({ textAlign: value }),
  run: (e) => e.chain().focus().setTextAlign(value).run(),
}));

const basicMarks: ToolbarAction[] = [
  mark('Bold', 'bold', <FormatBoldIcon />),
  mark('Italic', 'italic', <FormatItalicIcon />),
  mark('Underline', 'underline', <FormatUnderlinedIcon />),
];

const scripts: ToolbarAction[] = [
  mark('Subscript', 'subscript', <SubscriptIcon />),
  mark('Superscript', 'superscript', <SuperscriptIcon />),
];

const quote: ToolbarAction = {
  label: 'Blockquote',
  icon: <FormatQuoteIcon />,
  isActive: (e) => e.isActive('blockquote'),
  run: (e) => e.chain().focus().toggleBlockquote().run(),
};

/** Groups of toolbar buttons; the image description's toolbar is the shorter one (spec part 9). */
export function toolbarGroups(variant: ToolbarVariant): ToolbarAction[][] {
  if (variant === 'short') return [basicMarks, lists];
  return [headings, basicMarks, scripts, lists, alignment, [quote]];
}
