import type { GedcomNode } from './records.js';

/**
 * GEDCOM lines written out: a value with line breaks becomes CONT lines (the only continuation
 * GEDCOM 7 knows; 5.5.1 readers accept it too, so long values are never cut with CONC).
 */
export function gedcomLine(
  level: number,
  tag: string,
  value = '',
  xref: string | null = null,
): string {
  const head = `${level}${xref ? ` @${xref}@` : ''} ${tag}`;
  if (value === '') return head;
  const [first, ...rest] = value.split('\n');
  let out = first === '' ? head : `${head} ${first}`;
  for (const line of rest)
    out += line === '' ? `\n${level + 1} CONT` : `\n${level + 1} CONT ${line}`;
  return out;
}

/** A structure and everything below it as GEDCOM text, its first line at `level`. */
export function nodeText(node: GedcomNode, level: number): string {
  const lines = [gedcomLine(level, node.tag, node.value, node.xref)];
  for (const c of node.children) lines.push(nodeText(c, level + 1));
  return lines.join('\n');
}

/** Kept text re-levelled: stored from level `from`, written from level `to`. */
export function relevel(text: string, from: number, to: number): string {
  if (from === to) return text;
  return text
    .split('\n')
    .map((line) => {
      const space = line.indexOf(' ');
      return `${Number(line.slice(0, space)) - from + to}${line.slice(space)}`;
    })
    .join('\n');
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The rich text of "about" as a NOTE's plain text: paragraphs and line breaks kept. */
export function aboutToNote(html: string): string {
  return unescapeHtml(
    html
      .replace(/<\/p>\s*<p[^>]*>/g, '\n\n')
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<\/(h[1-5]|li|blockquote)>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  ).trim();
}
