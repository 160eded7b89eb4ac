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

/** How deep rich text may nest its tags: the editor's deepest (a list in a list in a quote) is 8. */
export const maxRichTextDepth = 32;

const voidElements = new Set(
  'area base br col embed hr img input link meta source track wbr'.split(' '),
);

/**
 * Whether rich text nests elements deeper than `maxRichTextDepth`, read in one pass: an opening
 * tag (not void, not `/>`) goes one level down, a closing tag one up. The sanitizer's HTML parser
 * spends time that grows with the square of the depth (200 KB of nested tags held a core for
 * 0.3 s), so too deep a text is refused before it is parsed.
 */
export function richTextNestsTooDeep(html: string): boolean {
  let depth = 0;
  let at = html.indexOf('<');
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      if (end === -1) return false;
      at = html.indexOf('<', end + 3);
      continue;
    }
    const end = html.indexOf('>', at + 1);
    if (end === -1) return false;
    const closing = html.charCodeAt(at + 1) === 0x2f; // '/'
    const name = /^[a-zA-Z][a-zA-Z0-9]*/.exec(html.slice(at + (closing ? 2 : 1), at + 12))?.[0];
    if (name) {
      if (closing) depth = Math.max(0, depth - 1);
      else if (!voidElements.has(name.toLowerCase()) && html.charCodeAt(end - 1) !== 0x2f) {
        if (++depth > maxRichTextDepth) return true;
      }
    }
    at = html.indexOf('<', end + 1);
  }
  return false;
}
