/** A tag with its attributes; a quoted attribute value may hold '>' itself. */
const tag = /<(?:[^"'>]|"[^"]*"|'[^']*')*>/g;
const commentOrScript = /<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
const entity = /&(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;

/**
 * The visible characters of a rich text, for limits that count text, not markup (the image
 * description's 1,024): tags, comments and scripts count nothing, an entity counts as the one
 * character it stands for. The editor and the server count with this one function, so a text the
 * form accepts is never refused by the server at the limit, nor the other way round.
 */
export function richTextLength(html: string): number {
  if (!html) return 0;
  return html.replace(commentOrScript, '').replace(tag, '').replace(entity, '_').length;
}

const blankEntity = /&(nbsp|#160|#xa0);/gi;

/**
 * Whether a rich text shows nothing: no visible character but spaces (the sanitizer keeps no media).
 * An editor left empty still sends markup such as '<p><br></p>', which must count as blank.
 */
export function isBlankRichText(html: string): boolean {
  if (!html) return true;
  return html.replace(commentOrScript, '').replace(tag, '').replace(blankEntity, ' ').trim() === '';
}
