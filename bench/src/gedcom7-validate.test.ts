import { describe, expect, it } from 'vitest';
import { validateGedcom7 } from './gedcom7-validate.js';

// The validator itself (issue 30): a valid file passes, and each class of error is found with its
// line number in a small hand-written file.

const head = ['0 HEAD', '1 GEDC', '2 VERS 7.0'];
const file = (...lines: string[]) => [...head, ...lines, '0 TRLR', ''].join('\n');
const errors = (text: string) => validateGedcom7(text).map((i) => `${i.line}: ${i.message}`);

describe('the GEDCOM 7 validator', () => {
  it('passes a valid file', () => {
    const text = file(
      '0 @I1@ INDI',
      '1 NAME John /Smith/',
      '1 SEX M',
      '1 BIRT',
      '2 DATE JULIAN 30 JAN 1649',
      '3 PHRASE 30 Jan 1648/49',
      '2 AGE > 1y 2m',
      '1 DEAT Y',
      '2 DATE BET 1700 AND FRENCH_R 3 VEND 11',
      '1 FAMC @F1@',
      '2 PEDI ADOPTED',
      '1 RESN CONFIDENTIAL, LOCKED',
      '1 SNOTE @N1@',
      '1 _CUSTOM anything at all',
      '2 WHATEVER @X@',
      '0 @F1@ FAM',
      '1 CHIL @I1@',
      '1 HUSB @VOID@',
      '0 @N1@ SNOTE A shared note',
      '1 CONT on two lines',
      '0 @O1@ OBJE',
      '1 FILE media/a%20photo.jpg',
      '2 FORM image/jpeg',
    );
    expect(errors(text)).toEqual([]);
  });

  it('finds a missing or wrong header version', () => {
    expect(errors('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0 TRLR\n')).toEqual([
      '3: HEAD.GEDC.VERS is not 7.0',
    ]);
    expect(errors('0 @I1@ INDI\n0 TRLR\n')).toContain('1: the file does not start with HEAD');
  });

  it('finds line grammar errors: bad levels, tags, trailing spaces, CONC', () => {
    expect(
      errors(file('0 @I1@ INDI', '2 NAME x', '1 name y', '1 SEX ', 'junk', '1 NOTE a', '2 CONC b')),
    ).toEqual([
      '5: level 2 jumps over level 1',
      '6: bad tag "name"',
      '6: name is not allowed under INDI (record-INDI)',
      '7: a space ends the line but no payload follows',
      '7: SEX (SEX): "" is not a type-Enum',
      '8: not a GEDCOM line: "junk"',
      '10: CONC does not exist in GEDCOM 7.0',
    ]);
  });

  it('finds bad xrefs: syntax, @VOID@ defined, xrefs on substructures, duplicates', () => {
    expect(
      errors(file('0 @i-1@ INDI', '0 @VOID@ INDI', '0 @I2@ INDI', '1 @X@ NAME y', '0 @I2@ INDI')),
    ).toEqual([
      '4: bad xref @i-1@',
      '5: @VOID@ defined as a record',
      '7: xref @X@ on a substructure',
      '8: @I2@ defined twice',
    ]);
  });

  it('finds substructures not allowed under their superstructure, extension tags allowed', () => {
    expect(
      errors(file('0 @I1@ INDI', '1 RIN 12', '1 BIRT', '2 RELA x', '2 _RIN 12', '0 SUBN')),
    ).toEqual([
      '5: RIN is not allowed under INDI (record-INDI)',
      '7: RELA is not allowed under BIRT (BIRT)',
      '9: SUBN is not a record',
    ]);
  });

  it('treats tags a SCHMA documents with a standard URI as that structure', () => {
    const text = [
      ...head,
      '1 SCHMA',
      '2 TAG _USER https://gedcom.io/terms/v7/record-SUBM',
      '0 @U1@ _USER',
      '1 NAME Someone',
      '0 @I1@ INDI',
      '1 SUBM @U1@',
      '0 TRLR',
    ].join('\n');
    expect(errors(text)).toEqual([]);
  });

  it('finds cardinality errors: a required substructure missing, a single one twice', () => {
    expect(errors(file('0 @I1@ INDI', '1 SEX M', '1 SEX F', '1 ASSO @I1@', '0 @R1@ REPO'))).toEqual(
      [
        '4: INDI has 2 SEX, at most 1',
        '7: ASSO lacks its required ROLE',
        '8: REPO lacks its required NAME',
      ],
    );
  });

  it('finds payload type errors', () => {
    const text = file(
      '0 @I1@ INDI',
      '1 BIRT Edwin was born',
      '1 SEX Male',
      '1 NCHI three',
      '1 RESN locked',
      '1 FAMC @F1@',
      '2 PEDI birth',
      '1 NAME a/b/c/d',
      '1 NOTE @N1@',
      '1 DEAT',
      '2 AGE <60y',
      '2 DATE 1 JAN 2000',
      '3 TIME 25:00',
      '0 @F1@ FAM',
      '1 NCHI 2',
      '0 @O1@ OBJE',
      '1 FILE C:\\photos\\a.jpg',
      '2 FORM jpg',
      '0 @L1@ SNOTE x',
      '1 LANG English',
      '1 MIME text',
    );
    expect(errors(text)).toEqual([
      '5: BIRT (BIRT): "Edwin was born" is not a Y|<NULL>',
      '6: SEX (SEX): "Male" is not a type-Enum',
      '7: NCHI (INDI-NCHI): "three" is not a nonNegativeInteger',
      '8: RESN (RESN): "locked" is not a Enum',
      '10: PEDI (PEDI): "birth" is not a type-Enum',
      '11: NAME (INDI-NAME): "a/b/c/d" is not a type-Name',
      '12: NOTE (NOTE): a text payload starts with one @',
      '14: AGE (AGE): "<60y" is not a type-Age',
      '16: TIME (TIME): "25:00" is not a type-Time',
      '20: FILE (FILE): "C:\\\\photos\\\\a.jpg" is not a type-FilePath',
      '21: FORM (FORM): "jpg" is not a mediaType',
      '23: LANG (LANG): "English" is not a Language',
      '24: MIME (MIME): "text" is not a mediaType',
    ]);
  });

  it('finds 5.x dates: calendar escapes, dual years, INT, text, lower case, B.C.', () => {
    const dates = [
      '@#DJULIAN@ 1 JAN 1700',
      '30 JAN 1648/49',
      'INT 1 JAN 1900 (new year)',
      '(in the spring)',
      '2 Oct 1822',
      '44 B.C.',
      'BET 1900 TO 1910',
      'HEBREW 1 JAN 5700',
      'FRENCH_R 1 VEND 12 BCE',
    ];
    const text = file(
      '0 @I1@ INDI',
      ...dates.flatMap((d) => ['1 EVEN', '2 TYPE x', `2 DATE ${d}`]),
    );
    expect(errors(text)).toHaveLength(dates.length);
    expect(errors(file('0 @I1@ INDI', '1 CHAN', '2 DATE ABT 2001'))[0]).toBe(
      '6: DATE (DATE-exact): "ABT 2001" is not a exact',
    );
  });

  it('finds pointers to missing records and to records of the wrong type', () => {
    expect(errors(file('0 @I1@ INDI', '1 FAMC @I1@', '1 FAMS @F9@', '1 ALIA John'))).toEqual([
      '5: FAMC @I1@ points at a record-INDI, not a record-FAM',
      '6: @F9@ points at no record',
      '7: ALIA needs a pointer, not "John"',
    ]);
  });
});
