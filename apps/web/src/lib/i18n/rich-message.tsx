import type { MessageValues } from '@familytree/shared';
import { Fragment, type ReactNode } from 'react';

const open = '\uE000';
const close = '\uE001';
const markers = new RegExp(`${open}(\\d+):([^${close}]*)${close}`);

/**
 * A message with React elements in it (a link among its words): the message is formatted with a
 * marker where each element goes, then cut at the markers, so that the words around the element
 * stay in the translation's order. A part given as a function is a tag of the message
 * (`<link>words</link>`) and gets the tag's translated words.
 */
export function richMessage(
  format: (values: MessageValues) => string,
  parts: Record<string, ReactNode | ((words: string) => ReactNode)>,
  values: MessageValues = {},
): ReactNode[] {
  const names = Object.keys(parts);
  const marked: MessageValues = { ...values };
  names.forEach((name, index) => {
    marked[name] =
      typeof parts[name] === 'function'
        ? (chunks: string[]) => `${open}${index}:${chunks.join('')}${close}`
        : `${open}${index}:${close}`;
  });
  // split() with the two groups gives: text, index, words, text, index, words, …, text.
  const pieces = format(marked).split(markers);
  const out: ReactNode[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    if (pieces[i]) out.push(pieces[i]);
    if (i + 1 >= pieces.length) break;
    const part = parts[names[Number(pieces[i + 1])]!];
    out.push(
      <Fragment key={i}>{typeof part === 'function' ? part(pieces[i + 2] ?? '') : part}</Fragment>,
    );
  }
  return out;
}
