import { isAscii } from 'node:buffer';
import { decodeAnsel } from './ansel.js';

export type GedcomEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'ANSEL' | 'ASCII' | 'ANSI';

export interface DecodedFile {
  text: string;
  encoding: GedcomEncoding;
}

/**
 * The character set of a GEDCOM file: a byte-order mark wins; otherwise the HEAD's CHAR line
 * (readable as ASCII in every 8-bit encoding) says it. GEDCOM 7 files are UTF-8 by definition.
 */
export function detectEncoding(data: Buffer): GedcomEncoding {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return 'UTF-8';
  if (data[0] === 0xff && data[1] === 0xfe) return 'UTF-16LE';
  if (data[0] === 0xfe && data[1] === 0xff) return 'UTF-16BE';
  // UTF-16 without a mark: "0" followed by a zero byte (or the other way round).
  if (data[0] === 0x30 && data[1] === 0x00) return 'UTF-16LE';
  if (data[0] === 0x00 && data[1] === 0x30) return 'UTF-16BE';
  const head = data.subarray(0, 8192).toString('latin1');
  const char = /\n\s*1\s+CHAR\s+([^\r\n]+)/.exec(head)?.[1]?.trim().toUpperCase();
  if (char === 'ANSEL') return 'ANSEL';
  if (char === 'ASCII') return 'ASCII';
  if (char === 'ANSI' || char === 'IBMPC' || char === 'WINDOWS-1252' || char === 'CP1252')
    return 'ANSI';
  return 'UTF-8';
}

function swapBytes(data: Buffer): Buffer {
  const copy = Buffer.from(data.subarray(0, data.length - (data.length % 2)));
  return copy.swap16();
}

export function decodeGedcom(data: Buffer): DecodedFile {
  const encoding = detectEncoding(data);
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
    default:
      // A file of ASCII only (most GEDCOM 5.5.1 files) reads the same as Latin-1, which Node
      // keeps outside the JavaScript heap: the import's heap, and its garbage, stay smaller.
      text = isAscii(data) ? data.toString('latin1') : data.toString('utf8');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { text, encoding };
}
