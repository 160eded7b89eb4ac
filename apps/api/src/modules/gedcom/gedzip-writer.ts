import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../infra/storage.js';
import { mediaZipPath, type MediaFileRow } from './export-media.js';

/**
 * A GEDZIP (GEDCOM 7.0's zip, issue 30 and decision 0041): `gedcom.ged` and the stored media
 * files its OBJE records name (`media/<name>`), streamed. The GEDCOM text is zipped as it is
 * written; each OBJE record with a stored file adds its entry, whose bytes are read from the
 * store only when the zip reaches it, so memory holds one file at a time however many photos
 * the family has.
 */
export function gedzipStream(
  storage: FileStorage,
  writeGedcom: (mediaFileName: (row: MediaFileRow) => string) => AsyncGenerator<string>,
): Readable {
  const zip = new ZipFile();
  const added = new Set<string>();
  const fileName = (row: MediaFileRow) => {
    const path = mediaZipPath(row);
    if (!added.has(path)) {
      added.add(path);
      // Images and PDFs are compressed already: stored as they are (no CPU for nothing).
      zip.addReadStreamLazy(path, { compress: false }, (done) => {
        storage.get(row.file_name).then(
          // A file gone from the store since is an empty entry rather than a broken zip.
          (data) => done(null, Readable.from([data ?? Buffer.alloc(0)])),
          (error: Error) => done(error, Readable.from([])),
        );
      });
    }
    return path;
  };
  async function* text() {
    yield* writeGedcom(fileName);
    // Every OBJE record has been written (and its entry added): the zip may end after them.
    zip.end();
  }
  zip.addReadStream(Readable.from(text()), 'gedcom.ged');
  return zip.outputStream as Readable;
}
