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
import { englishSite, type SiteT } from '../logic/site-text';
import type { ToolbarVariant } from './extensions';

export interface ToolbarAction {
  label: string;
  icon: ReactNode;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const headingLevels = [1, 2, 3, 4, 5] as const;
const alignments = [
  ['left', 'alignLeft', <FormatAlignLeftIcon key="l" />],
  ['center', 'alignCenter', <FormatAlignCenterIcon key="c" />],
  ['right', 'alignRight', <FormatAlignRightIcon key="r" />],
  ['justify', 'justify', <FormatAlignJustifyIcon key="j" />],
] as const;

const mark = (label: string, name: string, icon: ReactNode): ToolbarAction => ({
  label,
  icon,
  isActive: (e) => e.isActive(name),
  run: (e) => e.chain().focus().toggleMark(name).run(),
});

const headings = (t: SiteT): ToolbarAction[] =>
  headingLevels.map((level) => ({
    label: t('heading', { level: String(level) }),
    icon: <span style={{ fontWeight: 700, fontSize: 13, minWidth: 20 }}>H{level}</span>,
    isActive: (e) => e.isActive('heading', { level }),
    run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  }));

const lists = (t: SiteT): ToolbarAction[] => [
  {
    label: t('bulletedList'),
    icon: <FormatListBulletedIcon />,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: t('numberedList'),
    icon: <FormatListNumberedIcon />,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

const alignment = (t: SiteT): ToolbarAction[] =>
  alignments.map(([value, label, icon]) => ({
    label: t(label),
    icon,
    isActive: (e) => e.isActive({ textAlign: value }),
    run: (e) => e.chain().focus().setTextAlign(value).run(),
  }));

const basicMarks = (t: SiteT): ToolbarAction[] => [
  mark(t('bold'), 'bold', <FormatBoldIcon />),
  mark(t('italic'), 'italic', <FormatItalicIcon />),
  mark(t('underline'), 'underline', <FormatUnderlinedIcon />),
];

const scripts = (t: SiteT): ToolbarAction[] => [
  mark(t('subscript'), 'subscript', <SubscriptIcon />),
  mark(t('superscript'), 'superscript', <SuperscriptIcon />),
];

const quote = (t: SiteT): ToolbarAction => ({
  label: t('blockquote'),
  icon: <FormatQuoteIcon />,
  isActive: (e) => e.isActive('blockquote'),
  run: (e) => e.chain().focus().toggleBlockquote().run(),
});

/**
 * Groups of toolbar buttons, named in the language of `t`; the image description's toolbar is
 * the shorter one (spec part 9).
 */
export function toolbarGroups(variant: ToolbarVariant, t: SiteT = englishSite): ToolbarAction[][] {
  if (variant === 'short') return [basicMarks(t), lists(t)];
  return [headings(t), basicMarks(t), scripts(t), lists(t), alignment(t), [quote(t)]];
}
