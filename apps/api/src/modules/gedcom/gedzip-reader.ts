import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { limits, messages } from '@familytree/shared';
import { invalidInput } from '../../infra/errors.js';
import type { UserText } from '../../infra/user-text.js';

/**
 * Reading a GEDZIP upload (GEDCOM 7.0's zip, issue 30 and decision 0041) with its guards: the
 * zip is listed from its central directory before anything is unpacked; an entry named outside
 * the zip (`..`, an absolute or drive path) refuses it, as do too many entries, a declared size
 * over the caps or an entry that unpacks far more than it weighs (a zip bomb). yauzl checks each
 * entry's real size against the declared one while it is read.
 */

/** A zip's local file header starts "PK\x03\x04". */
export const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

/** At most this many entries (a family's photos, with room to spare). */
export const gedzipMaxEntries = 20_000;
/** At most this much unpacked, all entries together. */
export const gedzipMaxUnpackedBytes = 2 * 1024 * 1024 * 1024;
/** An entry larger than a megabyte may unpack to at most this many times its packed size. */
const maxRatio = 100;

export interface Gedzip {
  zip: ZipFile;
  gedcom: Buffer;
  /** Its entries by path (`media/a.jpg`), folders left out. */
  entries: Map<string, Entry>;
}

const refuse = (message: UserText) => invalidInput({ file: message }, message);

const unsafePath = (name: string) =>
  name.startsWith('/') ||
  name.includes('\\') ||
  /^[A-Za-z]:/.test(name) ||
  name.split('/').includes('..');

/** The path a GEDCOM FILE names, as a zip entry's (`./media/a.jpg` is `media/a.jpg`). */
export const entryPathOf = (reference: string) => reference.replace(/^(\.\/)+/, '');

function open(data: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    // decodeStrings off: yauzl would throw on an unsafe name; this module names the refusal.
    yauzl.fromBuffer(data, { lazyEntries: true, decodeStrings: false }, (error, zip) =>
      error ? reject(refuse(messages.gedcom.zipBroken)) : resolve(zip),
    ),
  );
}

function list(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > gedzipMaxEntries) {
        zip.close();
        reject(refuse(messages.gedcom.zipTooLarge));
      } else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(refuse(messages.gedcom.zipBroken)));
    zip.readEntry();
  });
}

/** An entry's bytes; refused when it unpacks to more than `max`. */
export function readEntry(
  zip: ZipFile,
  entry: Entry,
  max: number,
  tooLarge: string,
): Promise<Buffer> {
  if (entry.uncompressedSize > max) return Promise.reject(refuse(tooLarge));
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(refuse(messages.gedcom.zipBroken));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', () => reject(refuse(messages.gedcom.zipBroken)));
    }),
  );
}

/** Lists and checks the zip, and reads its `gedcom.ged`. */
export async function openGedzip(data: Buffer): Promise<Gedzip> {
  const zip = await open(data);
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  for (const entry of await list(zip)) {
    const name = entry.fileName.toString();
    if (unsafePath(name)) throw refuse(messages.gedcom.zipUnsafePath);
    unpacked += entry.uncompressedSize;
    const bomb =
      entry.uncompressedSize > 1024 * 1024 &&
      entry.uncompressedSize > maxRatio * Math.max(entry.compressedSize, 1);
    if (bomb || unpacked > gedzipMaxUnpackedBytes) throw refuse(messages.gedcom.zipTooLarge);
    if (!name.endsWith('/')) entries.set(name, entry);
  }
  const ged = entries.get('gedcom.ged');
  if (!ged) throw refuse(messages.gedcom.zipNoGedcom);
  const gedcom = await readEntry(zip, ged, limits.gedcomMaxBytes, messages.gedcom.tooLarge);
  return { zip, gedcom, entries };
}
