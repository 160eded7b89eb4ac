import { describe, expect, it } from 'vitest';
import { decodeGedcom } from './decode.js';
import { personDetail } from './person-mapping.js';
import { readGedcomFile } from './preview.js';
import { NotGedcomError } from './records.js';

// Issue 13: the character sets, line ends, continuation lines and GEDCOM 7 a file may come in.

const lines = (charset: string, name: string) => [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  `1 CHAR ${charset}`,
  '0 @I1@ INDI',
  `1 NAME ${name}`,
  '1 SEX F',
  '0 TRLR',
  '',
];

const firstPerson = (data: Buffer) => readGedcomFile(data).plan.persons[0]!;

describe('character sets', () => {
  it('reads UTF-8, with and without a byte-order mark', () => {
    const text = lines('UTF-8', 'Zoë /Ångström/').join('\n');
    expect(firstPerson(Buffer.from(text))).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Ångström',
    });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    expect(readGedcomFile(bom).head.encoding).toBe('UTF-8');
    expect(firstPerson(bom).firstName).toBe('Zoë');
  });

  it('reads UTF-16 little and big endian with their byte-order marks', () => {
    const text = lines('UNICODE', 'Łucja /Nowak/').join('\r\n');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(readGedcomFile(le).head.encoding).toBe('UTF-16LE');
    expect(firstPerson(le)).toMatchObject({ firstName: 'Łucja', lastName: 'Nowak' });
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    expect(readGedcomFile(be).head.encoding).toBe('UTF-16BE');
    expect(firstPerson(be)).toMatchObject({ firstName: 'Łucja', lastName: 'Nowak' });
  });

  it('reads ANSEL: its letters and its combining marks written before the letter', () => {
    // "Jos" + acute + "e", "M" + diaeresis + "u" "ller", L-stroke, "Fran" + cedilla + "c" "ois".
    const name = Buffer.concat([
      Buffer.from('1 NAME Jos'),
      Buffer.from([0xe2]),
      Buffer.from('e /M'),
      Buffer.from([0xe8]),
      Buffer.from('uller '),
      Buffer.from([0xa1]),
      Buffer.from('ysy Fran'),
      Buffer.from([0xf0]),
      Buffer.from('cois/'),
    ]);
    const file = Buffer.concat([
      Buffer.from('0 HEAD\n1 GEDC\n2 VERS 5.5\n1 CHAR ANSEL\n0 @I1@ INDI\n'),
      name,
      Buffer.from('\n0 TRLR\n'),
    ]);
    expect(decodeGedcom(file).encoding).toBe('ANSEL');
    expect(firstPerson(file)).toMatchObject({
      firstName: 'José',
      lastName: 'Müller Łysy François',
    });
  });

  it('reads ASCII and ANSI (Windows-1252)', () => {
    const ascii = Buffer.from(lines('ASCII', 'Ann /Lee/').join('\n'), 'latin1');
    expect(readGedcomFile(ascii).head.encoding).toBe('ASCII');
    expect(firstPerson(ascii).firstName).toBe('Ann');
    const ansi = Buffer.from(lines('ANSI', 'Ren\u00e9 /D\u00fcrr/').join('\n'), 'latin1');
    expect(readGedcomFile(ansi).head.encoding).toBe('ANSI');
    expect(firstPerson(ansi)).toMatchObject({ firstName: 'René', lastName: 'Dürr' });
  });
});

describe('lines', () => {
  it('accepts CR, LF and CRLF line ends, and mixed', () => {
    for (const end of ['\r', '\n', '\r\n']) {
      const file = Buffer.from(lines('UTF-8', 'Ada /Byron/').join(end));
      expect(firstPerson(file), JSON.stringify(end)).toMatchObject({
        firstName: 'Ada',
        gender: 'F',
      });
      expect(readGedcomFile(file).plan.warnings).toEqual([]);
    }
  });

  it('joins CONC and CONT lines into the value', () => {
    const file = [
      '0 HEAD',
      '0 @I1@ INDI',
      '1 NAME A /B/',
      '1 NOTE First',
      '2 CONC  part',
      '2 CONT next line',
      '2 CONT',
      '2 CONT after a blank',
      '0 TRLR',
    ];
    expect(firstPerson(Buffer.from(file.join('\n'))).about).toBe(
      '<p>First part<br>next line</p><p>after a blank</p>',
    );
  });

  it('warns of malformed lines by number and of a missing TRLR', () => {
    const { plan } = readGedcomFile(
      Buffer.from('0 HEAD\n0 @I1@ INDI\nthis is no line\n1 NAME A /B/\n'),
    );
    expect(plan.warnings.map((w) => w.line)).toEqual([3, 4]);
    expect(plan.persons[0]!.firstName).toBe('A');
  });

  it('warns of each FAMS and FAMC line that names no family, by its line', () => {
    const { plan } = readGedcomFile(
      Buffer.from(
        [
          '0 HEAD',
          '0 @I1@ INDI',
          '1 FAMS @F1@',
          '1 FAMC @F9@',
          '0 @I2@ INDI',
          '1 FAMS F1',
          '1 FAMS @F9@',
          '0 @F1@ FAM',
          '1 HUSB @I1@',
          '0 TRLR',
        ].join('\n'),
      ),
    );
    expect(plan.warnings).toEqual([
      { line: 4, message: 'FAMC @F9@ on line 4 points to no family; ignored' },
      { line: 6, message: 'FAMS F1 on line 6 points to no family; ignored' },
      { line: 7, message: 'FAMS @F9@ on line 7 points to no family; ignored' },
    ]);
  });

  it("reads a person's events again from the record when they are written", () => {
    const { plan } = readGedcomFile(
      Buffer.from(
        '0 HEAD\n0 @I1@ INDI\n1 NAME A /B/\n1 OCCU Smith\n2 DATE 1850\n1 _MILT Navy\n0 TRLR\n',
      ),
    );
    expect(personDetail(plan.persons[0]!)).toEqual({
      events: [
        expect.objectContaining({
          tag: 'OCCU',
          value: 'Smith',
          date: expect.objectContaining({ sort: '1850-01-01' }),
        }),
      ],
      kept: [{ context: 'INDI', lines: '1 _MILT Navy' }],
      citations: [],
      notes: [],
      nameNotes: [],
      media: [],
    });
  });

  it('refuses what is not GEDCOM', () => {
    for (const text of ['', 'hello', '1 HEAD', '0 INDI', '<html>', 'name,born\nAnn,1900'])
      expect(() => readGedcomFile(Buffer.from(text)), text).toThrow(NotGedcomError);
  });
});

describe('GEDCOM 7.0', () => {
  it('reads its header, calendars as words and its unknown-sex persons', () => {
    const file = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 7.0',
      '1 SOUR WEBTREES',
      '2 NAME webtrees',
      '2 VERS 2.2',
      '0 @I1@ INDI',
      '1 NAME Kim /Park/',
      '1 SEX X',
      '1 BIRT',
      '2 DATE JULIAN 1 JAN 1700',
      '0 @I2@ INDI',
      '1 NAME Lee /Park/',
      '1 SEX M',
      '1 SNOTE @N1@',
      '1 FAMS @VOID@',
      '2 NOTE A first marriage',
      '0 @F1@ FAM',
      '1 HUSB @I2@',
      '1 WIFE @VOID@',
      '1 CHIL @I1@',
      '1 MARR',
      '2 DATE 1690',
      '3 PHRASE the year before the war',
      '0 @N1@ SNOTE A shared note',
      '0 TRLR',
    ].join('\n');
    const read = readGedcomFile(Buffer.from(file));
    expect(read.plan.warnings).toEqual([]);
    // A shared note stays a record the person points to (issue 28): a note of the notes table
    // and a link (issue 30).
    const lee = read.plan.persons.find((p) => p.firstName === 'Lee')!;
    expect(lee.about).toBeNull();
    expect(personDetail(lee).notes).toEqual(['N1']);
    // @VOID@ (a family or person known but not named) is no link of the tree: kept as written.
    expect(personDetail(lee).kept).toEqual([
      { context: 'INDI', lines: '1 FAMS @VOID@\n2 NOTE A first marriage' },
    ]);
    expect(read.plan.families[0]!.kept).toEqual([{ context: 'FAM', lines: '1 WIFE @VOID@' }]);
    expect(read.plan.research.notes).toMatchObject([{ xref: 'N1', text: '<p>A shared note</p>' }]);
    expect(read.plan.families[0]!.events[0]).toMatchObject({
      date: { phrase: '1690', sort: '1690-01-01' },
      extra: '2 DATE 1690\n3 PHRASE the year before the war',
    });
    expect(read.head).toEqual({ version: '7.0', encoding: 'UTF-8', program: 'webtrees 2.2' });
    const kim = read.plan.persons.find((p) => p.firstName === 'Kim')!;
    expect(kim.gender).toBe('U');
    expect(kim.father).toBe(read.plan.persons.findIndex((p) => p.firstName === 'Lee'));
    expect(personDetail(kim).events[0]!.date).toMatchObject({
      kind: 'exact',
      sort: '1700-01-01',
      exact: null,
    });
  });
});
