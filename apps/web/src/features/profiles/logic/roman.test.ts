import { translator } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { profilesMessages } from '../messages';
import de from '../messages/de';
import { generationLabel, toRoman } from './roman';

describe('roman numerals for generations', () => {
  it('writes 1 to 100 in roman numerals', () => {
    expect(toRoman(1)).toBe('I');
    expect(toRoman(3)).toBe('III');
    expect(toRoman(4)).toBe('IV');
    expect(toRoman(9)).toBe('IX');
    expect(toRoman(12)).toBe('XII');
    expect(toRoman(40)).toBe('XL');
    expect(toRoman(49)).toBe('XLIX');
    expect(toRoman(88)).toBe('LXXXVIII');
    expect(toRoman(99)).toBe('XCIX');
    expect(toRoman(100)).toBe('C');
  });

  it('keeps digits outside 1 to 100', () => {
    expect(toRoman(0)).toBe('0');
    expect(toRoman(101)).toBe('101');
  });

  it('labels a chip', () => {
    expect(generationLabel(3)).toBe('III Gen');
    const t = translator(de, 'de', profilesMessages.en);
    expect(generationLabel(3, t)).toBe('III. Gen.');
  });
});
