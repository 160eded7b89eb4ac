import { describe, expect, it } from 'vitest';
import { ageTo7, dateExactTo7, dateTo7, isDatePeriod, timeTo7 } from './seven-dates.js';
import { enumTo7, filePathTo7, languageTo7, mediaTypeTo7 } from './seven-values.js';

// Issue 30: 5.x payloads in GEDCOM 7.0's grammar (FamilySearch's grammar.abnf), the original
// words in a PHRASE whenever 7.0 cannot say them.

describe('5.x dates in 7.0', () => {
  it.each([
    ['2 Oct 1822', { value: '2 OCT 1822' }],
    ['@#DJULIAN@ 1 MAR 1650', { value: 'JULIAN 1 MAR 1650', phrase: '@#DJULIAN@ 1 MAR 1650' }],
    ['@#DHEBREW@ 30 TSH 5600', { value: 'HEBREW 30 TSH 5600', phrase: '@#DHEBREW@ 30 TSH 5600' }],
    ['@#DFRENCH R@ 1 VEND 12', { value: 'FRENCH_R 1 VEND 12', phrase: '@#DFRENCH R@ 1 VEND 12' }],
    ['30 JAN 1648/49', { value: '30 JAN 1649', phrase: '30 JAN 1648/49' }],
    ['1815/1816', { value: '1816', phrase: '1815/1816' }],
    ['INT 1 JAN 1700 (New Year)', { value: '1 JAN 1700', phrase: 'New Year' }],
    ['(in the spring)', { value: '', phrase: 'in the spring' }],
    ['about 1800', { value: '', phrase: 'about 1800' }],
    ['from 1900 to 1905', { value: 'FROM 1900 TO 1905' }],
    ['BET 1900 AND 1910', { value: 'BET 1900 AND 1910' }],
    ['44 B.C.', { value: '44 BCE', phrase: '44 B.C.' }],
    ['@#DROMAN@ 5 AUC', { value: '', phrase: '@#DROMAN@ 5 AUC' }],
  ])('%s', (text, expected) => {
    expect(dateTo7(text)).toEqual(expected);
  });

  it('keeps a period a period, and exact dates exact', () => {
    expect(dateTo7('ABT 1900', isDatePeriod)).toEqual({ value: '', phrase: 'ABT 1900' });
    expect(dateExactTo7('11 Jan 2001')).toBe('11 JAN 2001');
    expect(dateExactTo7('ABT 2001')).toBeNull();
  });

  it('writes ages and times as 7.0 does', () => {
    expect(ageTo7('<60y')).toEqual({ value: '< 60y' });
    expect(ageTo7('CHILD')).toEqual({ value: '< 8y', phrase: 'CHILD' });
    expect(ageTo7('about sixty')).toEqual({ value: '', phrase: 'about sixty' });
    expect(timeTo7('9:05')).toBe('09:05');
    expect(timeTo7('noon')).toBeNull();
  });
});

describe('5.x values in 7.0', () => {
  it('maps enumeration values, or answers null', () => {
    expect(enumTo7('birth', ['ADOPTED', 'BIRTH'])).toBe('BIRTH');
    expect(enumTo7('(Witness)', ['WITN', 'OTHER'])).toBe('WITN');
    expect(enumTo7('PRE-1970', ['PRE_1970'])).toBe('PRE_1970');
    expect(enumTo7('Godfather', ['WITN', 'OTHER'])).toBeNull();
  });

  it('names media types, file paths as URIs and languages by their tags', () => {
    expect(mediaTypeTo7('jpg')).toBe('image/jpeg');
    expect(mediaTypeTo7('', 'scan.PDF')).toBe('application/pdf');
    expect(mediaTypeTo7('weird')).toBe('application/octet-stream');
    expect(filePathTo7('C:\\My Photos\\a.jpg')).toBe('file:///C:/My%20Photos/a.jpg');
    expect(filePathTo7('photos/ä b.jpg')).toBe('photos/%C3%A4%20b.jpg');
    expect(languageTo7('English')).toBe('en');
    expect(languageTo7('Klingon')).toBeNull();
  });
});
