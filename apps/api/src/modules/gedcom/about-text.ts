import { limits } from '@familytree/shared';

const escapeHtml = (text: string) =>
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
 * The person's own notes as "about", within the limit a typed "about" has (issue 28: imported
 * text obeys the UI's limits). The rich text is longer than the note (escapes, paragraphs), so
 * the longest prefix of the note whose rich text fits is searched for: the cut is then between
 * characters of the note, never inside an escape or a tag. `cut` says whether text was left out.
 */
export function notesToAbout(texts: string[]): { about: string; cut: boolean } {
  const text = texts.join('\n\n');
  const whole = noteToAbout(text);
  if (whole.length <= limits.aboutMax) return { about: whole, cut: false };
  // Each character of the note is at least one of the rich text: the answer is below the limit.
  let fits = 0;
  let over = Math.min(text.length, limits.aboutMax + 1);
  while (over - fits > 1) {
    const middle = (fits + over) >>> 1;
    if (noteToAbout(cutAt(text, middle)).length <= limits.aboutMax) fits = middle;
    else over = middle;
  }
  return { about: noteToAbout(cutAt(text, fits)), cut: true };
}
