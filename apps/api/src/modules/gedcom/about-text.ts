import { limits } from '@familytree/shared';

/** Plain text as rich text that shows it as it is: a file's `<` is never read as a tag. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A NOTE's text as the rich text of "about": one paragraph per paragraph, line breaks kept. */
export const noteToAbout = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** A cut never splits a surrogate pair (half a character is not text). */
function cutAt(text: string, at: number): string {
  const code = text.charCodeAt(at - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? at - 1 : at);
}

/**
 * Plain `text` as rich text by `render`, within `max` characters (issue 28: imported text obeys
 * the UI's limits). The rich text is longer than the text (escapes, paragraphs), so the longest
 * prefix of the text whose rich text fits is searched for: the cut is then between characters of
 * the text, never inside an escape or a tag. `cut` says whether text was left out.
 */
export function fitRichText(
  text: string,
  render: (text: string) => string,
  max: number,
): { html: string; cut: boolean } {
  const whole = render(text);
  if (whole.length <= max) return { html: whole, cut: false };
  // Each character of the text is at least one of the rich text: the answer is below the limit.
  let fits = 0;
  let over = Math.min(text.length, max + 1);
  while (over - fits > 1) {
    const middle = (fits + over) >>> 1;
    if (render(cutAt(text, middle)).length <= max) fits = middle;
    else over = middle;
  }
  return { html: render(cutAt(text, fits)), cut: true };
}

/** The person's own notes as "about", within the limit a typed "about" has. */
export function notesToAbout(texts: string[]): { about: string; cut: boolean } {
  const { html, cut } = fitRichText(texts.join('\n\n'), noteToAbout, limits.aboutMax);
  return { about: html, cut };
}
