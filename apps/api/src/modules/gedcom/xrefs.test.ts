import { describe, expect, it } from 'vitest';
import { rewritePointers } from './xrefs.js';

// The import's pointer rewrite reads the text by hand; it answers what the regular expression
// it replaced answered.

const pointers = /@([A-Za-z0-9_][^@\s]*)@/g;
const byRegex = (text: string, to: Map<string, string>) =>
  text.replace(pointers, (whole, xref: string) => {
    const found = to.get(xref);
    return found === undefined ? whole : `@${found}@`;
  });

describe('rewritePointers', () => {
  const to = new Map([
    ['I1', 'I101'],
    ['F2', 'F101_102'],
    ['_X', 'I7'],
    ['I1 ', 'never'],
  ]);
  const texts = [
    '',
    'no pointer',
    '1 ASSO @I1@',
    '1 ASSO @I1@\n2 RELA Godfather',
    '1 SOUR @S1@\n2 PAGE 12',
    '@I1@@F2@',
    '@@I1@',
    '@@@I1@@@',
    '@ I1@ @I1 @ @I1\u00a0x@ @I1\u2028@',
    '2 DATE @#DJULIAN@ 1 JAN 1700 @I1@',
    '@I1',
    'I1@',
    '@_X@ @-X@ @F2@ tail',
    'mail me@I1@example @F2@',
    '@I1@\t@F2@\r\n@_X@',
    '@Ä1@ @I1@',
  ];
  it.each(texts)('%j', (text) => {
    expect(rewritePointers(text, (x) => to.get(x))).toBe(byRegex(text, to));
  });

  it('answers the same string when nothing is rewritten', () => {
    const text = '1 SOUR @S1@';
    expect(rewritePointers(text, (x) => to.get(x))).toBe(text);
  });
});
