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

/**
 * A structure and everything below it as GEDCOM text, its first line at `level`. Every line is
 * added to one list, joined once: joining each level's text into its parent's copied a line once
 * per level above it (issue 28: deep nesting must cost time linear in the file's size).
 */
export function nodeText(node: GedcomNode, level: number): string {
  const lines: string[] = [];
  addLines(node, level, lines);
  return lines.join('\n');
}

function addLines(node: GedcomNode, level: number, lines: string[]): void {
  lines.push(gedcomLine(level, node.tag, node.value, node.xref));
  for (const c of node.children) addLines(c, level + 1, lines);
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
