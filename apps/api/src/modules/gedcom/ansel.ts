/**
 * ANSEL (ANSI Z39.47 with the GEDCOM 5.5 additions), the default character set of GEDCOM 5.5 files
 * written by older programs. Bytes below 0x80 are ASCII; 0xA1-0xCF are letters and signs;
 * 0xE0-0xFE are combining marks written *before* their base letter (Unicode puts them after).
 */
const spacing: Record<number, string> = {
  0xa1: 'Ł',
  0xa2: 'Ø',
  0xa3: 'Đ',
  0xa4: 'Þ',
  0xa5: 'Æ',
  0xa6: 'Œ',
  0xa7: 'ʹ',
  0xa8: '·',
  0xa9: '♭',
  0xaa: '®',
  0xab: '±',
  0xac: 'Ơ',
  0xad: 'Ư',
  0xae: 'ʼ',
  0xb0: 'ʻ',
  0xb1: 'ł',
  0xb2: 'ø',
  0xb3: 'đ',
  0xb4: 'þ',
  0xb5: 'æ',
  0xb6: 'œ',
  0xb7: 'ʺ',
  0xb8: 'ı',
  0xb9: '£',
  0xba: 'ð',
  0xbc: 'ơ',
  0xbd: 'ư',
  0xbe: '□',
  0xbf: '■',
  0xc0: '°',
  0xc1: 'ℓ',
  0xc2: '℗',
  0xc3: '©',
  0xc4: '♯',
  0xc5: '¿',
  0xc6: '¡',
  0xc7: 'ß',
  0xc8: '€',
  0xcd: 'e',
  0xce: 'o',
  0xcf: 'ß',
};

const combining: Record<number, string> = {
  0xe0: '\u0309',
  0xe1: '\u0300',
  0xe2: '\u0301',
  0xe3: '\u0302',
  0xe4: '\u0303',
  0xe5: '\u0304',
  0xe6: '\u0306',
  0xe7: '\u0307',
  0xe8: '\u0308',
  0xe9: '\u030c',
  0xea: '\u030a',
  0xeb: '\ufe20',
  0xec: '\ufe21',
  0xed: '\u0315',
  0xee: '\u030b',
  0xef: '\u0310',
  0xf0: '\u0327',
  0xf1: '\u0328',
  0xf2: '\u0323',
  0xf3: '\u0324',
  0xf4: '\u0325',
  0xf5: '\u0333',
  0xf6: '\u0332',
  0xf7: '\u0326',
  0xf8: '\u031c',
  0xf9: '\u032e',
  0xfa: '\ufe22',
  0xfb: '\ufe23',
  0xfe: '\u0313',
};

export function decodeAnsel(data: Buffer): string {
  const out: string[] = [];
  let marks = '';
  let start = 0;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    if (byte < 0x80) continue;
    if (i > start) out.push(data.toString('latin1', start, i));
    start = i + 1;
    const mark = combining[byte];
    if (mark !== undefined) {
      marks += mark;
      // The base letter follows: emit it with the marks after it, as Unicode wants.
      const next = data[i + 1];
      if (next !== undefined && (combining[next] === undefined || next < 0x80)) {
        if (next < 0x80) {
          out.push(String.fromCharCode(next) + marks);
          i++;
          start = i + 1;
        } else if (combining[next] === undefined) {
          out.push((spacing[next] ?? '\ufffd') + marks);
          i++;
          start = i + 1;
        }
        marks = '';
      }
      continue;
    }
    out.push(spacing[byte] ?? '\ufffd');
  }
  if (start < data.length) out.push(data.toString('latin1', start));
  return out.join('').normalize('NFC');
}
