import { limits } from '@familytree/shared';
import type { ImageHeader } from './image-processing.js';
import { storedMaxSide } from './image-processing.js';

/**
 * Whether an image may be stored byte for byte as it came (decision 0041): re-encoding exists to
 * drop metadata (EXIF with GPS, XMP, ICC, comments), to turn the picture upright, to scale it down
 * and to break polyglots (a file that is also HTML or a zip by what follows or hides inside it).
 * A file whose container holds nothing but the structures that draw the picture, ends exactly
 * where the picture ends, is upright and small enough gains nothing from it but generational
 * loss. The parsers are deliberately strict and small: anything they do not know is "not clean",
 * which only means the file takes the re-encode path, as every file did before. They never
 * throw; a truncated or garbage buffer answers false.
 */
export function isCleanImage(data: Buffer, header: ImageHeader): boolean {
  const { format, width, height, orientation, space } = header;
  if (width > storedMaxSide || height > storedMaxSide) return false;
  if (width * height > limits.imageMaxPixels) return false;
  if (orientation !== undefined && orientation !== 1) return false;
  // A CMYK or other unusual colour space is converted to sRGB by the re-encode; browsers differ.
  if (space !== undefined && space !== 'srgb' && space !== 'b-w') return false;
  if (format === 'jpeg') return isCleanJpeg(data);
  if (format === 'png') return isCleanPng(data);
  if (format === 'webp') return isCleanWebp(data);
  return false; // GIF is always made a PNG.
}

// SOF0–SOF15 less the three codes in that range that are no frame: DHT, JPG and DAC.
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;
const jfif = ['JFIF\0', 'JFXX\0'];

/**
 * SOI, then only JFIF/JFXX APP0, DQT, DHT, DRI, one frame header and scans, EOI as the file's last
 * two bytes. No APPn else (EXIF, XMP, ICC, Photoshop/IPTC, Adobe), no COM, no fill bytes.
 */
export function isCleanJpeg(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return false;
  let at = 2;
  let frames = 0;
  let scans = 0;
  while (at + 1 < data.length) {
    if (data[at] !== 0xff) return false;
    const marker = data[at + 1]!;
    if (marker === 0xd9) return at + 2 === data.length && frames === 1 && scans > 0;
    if (at + 4 > data.length) return false;
    const length = data.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > data.length) return false;
    if (marker === 0xe0) {
      if (!jfif.includes(data.toString('latin1', at + 4, Math.min(at + 9, end)))) return false;
    } else if (isFrame(marker)) {
      frames++;
    } else if (marker === 0xda) {
      if (frames !== 1) return false;
      scans++;
      at = entropyEnd(data, end);
      continue;
    } else if (marker !== 0xdb && marker !== 0xc4 && marker !== 0xdd) {
      return false;
    }
    at = end;
  }
  return false;
}

/** Where a scan's entropy-coded data ends: the first 0xFF that is neither stuffing nor RSTn. */
function entropyEnd(data: Buffer, from: number): number {
  let at = from;
  for (;;) {
    at = data.indexOf(0xff, at);
    if (at < 0 || at + 1 >= data.length) return data.length;
    const next = data[at + 1]!;
    if (next !== 0x00 && !isRestart(next)) return at;
    at += 2;
  }
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// What draws the picture; no text, EXIF, ICC, time stamps, APNG frames or private chunks.
const pngChunks = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'pHYs',
  'bKGD',
]);

/** Signature, IHDR first, only the chunks above with lengths inside the file, IEND at its end. */
export function isCleanPng(data: Buffer): boolean {
  if (data.length < pngSignature.length || !data.subarray(0, 8).equals(pngSignature)) return false;
  let at = pngSignature.length;
  let first = true;
  let images = 0;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > data.length || !pngChunks.has(type)) return false;
    if (first !== (type === 'IHDR')) return false;
    if (type === 'IDAT') images++;
    if (type === 'IEND') return length === 0 && end === data.length && images > 0;
    first = false;
    at = end;
  }
  return false;
}

// VP8X flags (WebP container spec): ICC, alpha, EXIF, XMP, animation; alpha alone may be set.
const vp8xForbidden = 0x20 | 0x08 | 0x04 | 0x02;

/**
 * RIFF whose size is the file's, 'WEBP', then one 'VP8 ' or 'VP8L' chunk filling the rest, or a
 * 'VP8X' without ICC, EXIF, XMP or animation followed by an optional 'ALPH' and one 'VP8 '.
 */
export function isCleanWebp(data: Buffer): boolean {
  if (data.length < 20 || data.toString('latin1', 0, 4) !== 'RIFF') return false;
  if (data.readUInt32LE(4) !== data.length - 8 || data.toString('latin1', 8, 12) !== 'WEBP')
    return false;
  const chunks: string[] = [];
  let at = 12;
  while (at < data.length) {
    if (at + 8 > data.length) return false;
    const type = data.toString('latin1', at, at + 4);
    const length = data.readUInt32LE(at + 4);
    const end = at + 8 + length + (length & 1);
    if (end > data.length) return false;
    if (type === 'VP8X' && (length !== 10 || (data[at + 8]! & vp8xForbidden) !== 0)) return false;
    chunks.push(type);
    at = end;
  }
  const layout = chunks.join(',');
  return (
    layout === 'VP8 ' || layout === 'VP8L' || layout === 'VP8X,VP8 ' || layout === 'VP8X,ALPH,VP8 '
  );
}
