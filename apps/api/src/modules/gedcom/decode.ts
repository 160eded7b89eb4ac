import { isAscii, isUtf8 } from 'node:buffer';
import { decodeAnsel } from './ansel.js';
import { decodeCp437 } from './cp437.js';
import { gedcomWarning, type GedcomWarning } from './warnings/gedcom-warning.js';

export type GedcomEncoding =
  'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'ANSEL' | 'ASCII' | 'ANSI' | 'IBMPC';

export interface DecodedFile {
  text: string;
  encoding: GedcomEncoding;
  /** A CHAR value this reader does not know, and how it was read instead (issue 30). */
  warnings: GedcomWarning[];
}

/** The HEAD's CHAR value (upper-cased) and its line number, or null when there is none. */
function charLine(data: Buffer): { value: string; line: number } | null {
  const head = data.subarray(0, 8192).toString('latin1');
  // Any line end before it: old Macintosh files end their lines with a lone CR (issue 30).
  const match = /[\r\n][ \t]*1[ \t]+CHAR[ \t]+([^\r\n]+)/.exec(head);
  if (!match) return null;
  const before = head.slice(0, match.index + 1);
  const line = before.split(/\r\n|\r|\n/).length;
  return { value: match[1]!.trim().toUpperCase(), line };
}

/** CHAR values that name UTF-8 (UNICODE without a byte-order mark or zero bytes is read so too). */
const utf8Names = new Set(['UTF-8', 'UTF8', 'UNICODE']);
const ansiNames = new Set(['ANSI', 'WINDOWS-1252', 'CP1252']);

/**
 * The character set of a GEDCOM file: a byte-order mark wins; otherwise the HEAD's CHAR line
 * (readable as ASCII in every 8-bit encoding) says it. GEDCOM 7 files are UTF-8 by definition.
 */
export function detectEncoding(data: Buffer): GedcomEncoding {
  return detect(data).encoding;
}

function detect(data: Buffer): {
  encoding: GedcomEncoding;
  unknown?: { value: string; line: number };
} {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return { encoding: 'UTF-8' };
  if (data[0] === 0xff && data[1] === 0xfe) return { encoding: 'UTF-16LE' };
  if (data[0] === 0xfe && data[1] === 0xff) return { encoding: 'UTF-16BE' };
  // UTF-16 without a mark: "0" followed by a zero byte (or the other way round).
  if (data[0] === 0x30 && data[1] === 0x00) return { encoding: 'UTF-16LE' };
  if (data[0] === 0x00 && data[1] === 0x30) return { encoding: 'UTF-16BE' };
  const char = charLine(data);
  // No CHAR line: GEDCOM 7 (UTF-8 by definition).
  if (char === null || utf8Names.has(char.value)) return { encoding: 'UTF-8' };
  if (char.value === 'ANSEL') return { encoding: 'ANSEL' };
  if (char.value === 'ASCII') return { encoding: 'ASCII' };
  if (char.value === 'IBMPC') return { encoding: 'IBMPC' };
  if (ansiNames.has(char.value)) return { encoding: 'ANSI' };
  // A value no GEDCOM version defines (MACINTOSH, ISO-8859-1…): UTF-8 if the bytes are UTF-8,
  // else Windows-1252 (which reads every byte as some letter), and the preview says so.
  return { encoding: isUtf8(data) ? 'UTF-8' : 'ANSI', unknown: char };
}

function swapBytes(data: Buffer): Buffer {
  const copy = Buffer.from(data.subarray(0, data.length - (data.length % 2)));
  return copy.swap16();
}

export function decodeGedcom(data: Buffer): DecodedFile {
  const { encoding, unknown } = detect(data);
  const warnings: GedcomWarning[] = [];
  if (unknown)
    warnings.push(
      gedcomWarning(unknown.line, 'import.unknownCharset', {
        value: unknown.value,
        line: unknown.line,
        encoding: encoding === 'ANSI' ? 'Windows-1252' : encoding,
      }),
    );
  let text: string;
  switch (encoding) {
    case 'UTF-16LE':
      text = data.toString('utf16le');
      break;
    case 'UTF-16BE':
      text = swapBytes(data).toString('utf16le');
      break;
    case 'ANSEL':
      text = decodeAnsel(data);
      break;
    case 'ANSI':
      text = new TextDecoder('windows-1252').decode(data);
      break;
    case 'IBMPC':
      text = decodeCp437(data);
      break;
    default:
      // A file of ASCII only (most GEDCOM 5.5.1 files) reads the same as Latin-1, which Node
      // keeps outside the JavaScript heap: the import's heap, and its garbage, stay smaller.
      text = isAscii(data) ? data.toString('latin1') : data.toString('utf8');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { text, encoding, warnings };
}
