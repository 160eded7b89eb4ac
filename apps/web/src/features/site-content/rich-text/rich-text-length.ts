/** The visible characters of a rich text, counted like the server counts them (tags don't count). */
export function richTextLength(html: string): number {
  if (!html) return 0;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length;
}
