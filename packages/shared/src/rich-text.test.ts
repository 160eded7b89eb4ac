import { describe, expect, it } from 'vitest';
import { limits } from './limits.js';
import { maxRichTextDepth, richTextLength, richTextNestsTooDeep } from './rich-text.js';

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

describe('richTextNestsTooDeep', () => {
  const open = (n: number, tag = 'b') => `<${tag}>`.repeat(n);

  it('counts open elements, not void ones, self-closed ones or comments', () => {
    expect(richTextNestsTooDeep(open(maxRichTextDepth) + 'x')).toBe(false);
    expect(richTextNestsTooDeep(open(maxRichTextDepth + 1) + 'x')).toBe(true);
    expect(richTextNestsTooDeep('<br>'.repeat(1000) + '<img src="a">'.repeat(100))).toBe(false);
    expect(richTextNestsTooDeep('<span/>'.repeat(1000))).toBe(false);
    expect(richTextNestsTooDeep('<!-- <b><b><b> -->'.repeat(100))).toBe(false);
  });

  it('closing tags go back up, and never below the top', () => {
    expect(richTextNestsTooDeep('<p>a</p>'.repeat(10_000))).toBe(false);
    expect(richTextNestsTooDeep('</b>'.repeat(100) + open(maxRichTextDepth))).toBe(false);
  });

  it('text that only looks like markup is text', () => {
    expect(richTextNestsTooDeep('a < b and 1 <2 '.repeat(1000))).toBe(false);
    expect(richTextNestsTooDeep('<'.repeat(100_000))).toBe(false);
  });
});
