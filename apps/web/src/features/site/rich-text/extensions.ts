import type { Extensions } from '@tiptap/core';
import { Subscript } from '@tiptap/extension-subscript';
import { Superscript } from '@tiptap/extension-superscript';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';

export type ToolbarVariant = 'short' | 'full';

const link = {
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  protocols: ['mailto', 'tel'],
  HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
};

/**
 * The editor can produce exactly what the server keeps (spec part 9 toolbar): headers 1-5, lists,
 * alignment, bold, italic, underline, sub/superscript, colours, links and block quotes. Code,
 * strike and rules are switched off so that their shortcuts can't make content the server drops.
 */
function buildExtensions(variant: ToolbarVariant): Extensions {
  const full = variant === 'full';
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      heading: full ? { levels: [1, 2, 3, 4, 5] } : false,
      blockquote: full ? {} : false,
      link,
    }),
    TextStyle,
    Color,
    ...(full
      ? [Subscript, Superscript, TextAlign.configure({ types: ['heading', 'paragraph'] })]
      : []),
  ];
}

const built: Record<ToolbarVariant, Extensions> = {
  short: buildExtensions('short'),
  full: buildExtensions('full'),
};

/** One stable list per toolbar, so re-renders never reconfigure a live editor. */
export const editorExtensions = (variant: ToolbarVariant): Extensions => built[variant];
