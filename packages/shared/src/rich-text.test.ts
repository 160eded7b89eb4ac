import { describe, expect, it } from 'vitest';
import { limits } from './limits.js';
import { richTextLength } from './rich-text.js';

describe('richTextLength', () => {
  it('counts the text, not the tags', () => {
    expect(richTextLength('')).toBe(0);
    expect(richTextLength('<p>Hello</p>')).toBe(5);
    expect(richTextLength('<h1 class="a">Hi</h1><p><strong>there</strong> you</p>')).toBe(11);
    expect(richTextLength('<p><br></p>')).toBe(0);
  });

  it('counts an entity as one character', () => {
    expect(richTextLength('<p>a&nbsp;b &amp; c &lt;d&gt; &#39;e&#x27;</p>')).toBe(15);
  });

  it('ignores comments, scripts and quoted ">" inside attributes', () => {
    expect(richTextLength('<!-- note --><p title="a>b">x</p><script>alert(1)</script>')).toBe(1);
  });

  it('agrees with the limit at exactly 1,024 characters', () => {
    const atLimit = `<p>${'a'.repeat(limits.imageDescriptionMax - 1)}&amp;</p>`;
    expect(richTextLength(atLimit)).toBe(limits.imageDescriptionMax);
    expect(richTextLength(`<p>b</p>${atLimit}`)).toBe(limits.imageDescriptionMax + 1);
  });
});
