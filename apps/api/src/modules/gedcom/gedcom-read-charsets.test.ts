import { describe, expect, it } from 'vitest';
import { readGedcomFile } from './preview.js';

// Issue 30: character sets that real files declare, read as they were written.

const file = (charset: string, name: Buffer, end = '\n') =>
  Buffer.concat([
    Buffer.from(
      ['0 HEAD', '1 GEDC', '2 VERS 5.5', `1 CHAR ${charset}`, '0 @I1@ INDI', ''].join(end),
    ),
    Buffer.from('1 NAME '),
    name,
    Buffer.from([end, '0 TRLR', ''].join(end)),
  ]);

const read = (data: Buffer) => {
  const { plan, head } = readGedcomFile(data);
  return { person: plan.persons[0]!, encoding: head.encoding, warnings: plan.warnings };
};

describe('the CHAR line', () => {
  it('is found in a file with CR-only line ends (old Macintosh): ANSEL is read as ANSEL', () => {
    // "Jos" + acute + "e /M" + diaeresis + "uller/"
    const name = Buffer.from([
      ...Buffer.from('Jos'),
      0xe2,
      ...Buffer.from('e /M'),
      0xe8,
      ...Buffer.from('uller/'),
    ]);
    const { person, encoding } = read(file('ANSEL', name, '\r'));
    expect(encoding).toBe('ANSEL');
    expect(person).toMatchObject({ firstName: 'José', lastName: 'Müller' });
  });

  it('reads IBMPC as code page 437, every byte a letter', () => {
    // 0x81 ü, 0x94 ö, 0x84 ä, 0xE1 ß, 0x82 é, 0xA4 ñ in code page 437.
    const name = Buffer.from([
      ...Buffer.from('J'),
      0x81,
      ...Buffer.from('rgen Ren'),
      0x82,
      ...Buffer.from(' /Gr'),
      0x94,
      0xe1,
      ...Buffer.from(' Pe'),
      0xa4,
      ...Buffer.from('a/'),
    ]);
    const { person, encoding, warnings } = read(file('IBMPC', name, '\r\n'));
    expect(encoding).toBe('IBMPC');
    expect(person).toMatchObject({
      firstName: 'Jürgen',
      middleName: 'René',
      lastName: 'Größ Peña',
    });
    expect(warnings).toEqual([]);
  });

  it('reads an unknown CHAR value as UTF-8 when the bytes are UTF-8, and says so', () => {
    const { person, encoding, warnings } = read(file('MACINTOSH', Buffer.from('Zoë /Dürr/')));
    expect(encoding).toBe('UTF-8');
    expect(person).toMatchObject({ firstName: 'Zoë', lastName: 'Dürr' });
    expect(warnings.map((w) => w.message)).toEqual([
      'Unknown character set "CHAR MACINTOSH" on line 4; read as UTF-8: check the special letters',
    ]);
  });

  it('reads an unknown CHAR value as Windows-1252 when the bytes are no UTF-8, and says so', () => {
    const { person, encoding, warnings } = read(
      file('ISO-8859-1', Buffer.from('Ren\u00e9 /D\u00fcrr/', 'latin1')),
    );
    expect(encoding).toBe('ANSI');
    expect(person).toMatchObject({ firstName: 'René', lastName: 'Dürr' });
    expect(warnings.map((w) => w.message)).toEqual([
      'Unknown character set "CHAR ISO-8859-1" on line 4; read as Windows-1252: check the special letters',
    ]);
  });
});
