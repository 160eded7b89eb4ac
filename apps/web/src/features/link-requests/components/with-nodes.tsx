import { Fragment, type ReactNode } from 'react';

const open = '\uE000';
const close = '\uE001';
const marker = new RegExp(`${open}(\\d+)${close}`);

/**
 * A message with React nodes among its words (a name in bold): formatted with a marker where each
 * node goes, then cut at the markers, so that the words keep the translation's order.
 */
export function withNodes(
  format: (values: Record<string, string>) => string,
  nodes: Record<string, ReactNode>,
  values: Record<string, string> = {},
): ReactNode[] {
  const names = Object.keys(nodes);
  const marked = { ...values };
  names.forEach((name, index) => (marked[name] = `${open}${index}${close}`));
  // split() with the group gives: text, index, text, index, …, text.
  return format(marked)
    .split(marker)
    .map((piece, i) =>
      i % 2 === 0 ? piece : <Fragment key={i}>{nodes[names[Number(piece)]!]}</Fragment>,
    );
}
