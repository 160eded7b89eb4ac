import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isCleanImage, isCleanJpeg, isCleanPng, isCleanWebp } from './image-clean.js';
import { inspectImage, processImage, type ImageFormat } from './image-processing.js';
import { prepareImage } from './image-store.js';

// Real sharp output and hand-made containers (image-clean.ts, decision 0041).

const picture = (width = 64, height = 48, channels: 3 | 4 = 3) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: channels === 4 ? { r: 10, g: 90, b: 200, alpha: 0.5 } : '#336699',
    },
  });

/** The header inspectImage reads, then the whole check, as the upload makes it. */
async function clean(data: Buffer): Promise<boolean> {
  const header = await inspectImage(data);
  return typeof header === 'object' && isCleanImage(data, header);
}

/** A JPEG segment (marker and payload) put right after SOI. */
const withSegment = (jpeg: Buffer, marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, payload, jpeg.subarray(2)]);
};

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A chunk put before IEND (the last 12 bytes of sharp's PNGs). */
const beforeIend = (png: Buffer, chunk: Buffer) =>
  Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);

const jfif = Buffer.from([...Buffer.from('JFIF\0', 'latin1'), 1, 2, 0, 0, 1, 0, 1, 0, 0]);

describe('clean images', () => {
  it('passes what sharp writes: baseline and progressive JPEG, PNG, WebP of each kind', async () => {
    const files = [
      await picture().jpeg().toBuffer(),
      await picture().jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
      withSegment(await picture().jpeg().toBuffer(), 0xe0, jfif),
      await picture().png().toBuffer(),
      await picture(64, 48, 4).png({ palette: true }).toBuffer(),
      await picture().webp().toBuffer(),
      await picture(64, 48, 4).webp().toBuffer(),
      await picture(64, 48, 4).webp({ lossless: true }).toBuffer(),
      await picture(2048, 1000).jpeg().toBuffer(),
    ];
    for (const file of files) expect(await clean(file)).toBe(true);
  });

  it.each<[ImageFormat, 3 | 4]>([
    ['jpeg', 3],
    ['png', 4],
    ['webp', 3],
    ['webp', 4],
    ['gif', 4],
  ])("passes our own pipeline's output from a %s of %i channels", async (format, channels) => {
    const source = await picture(3000, 1200, channels)
      .toFormat(format)
      .withExif({ IFD0: { Copyright: 'Someone' } })
      .toBuffer();
    expect(await clean(source)).toBe(false);
    const processed = await processImage(source, format);
    expect(processed!.width).toBe(2048);
    expect(await clean(processed!.data)).toBe(true);
  });
});

describe('not clean', () => {
  it('refuses metadata: EXIF, XMP, ICC in each format, a JPEG comment, an Adobe or foreign APP0', async () => {
    const exif = { IFD0: { Copyright: 'Someone' } };
    const jpeg = await picture().jpeg().toBuffer();
    const files = [
      await picture().jpeg().withExif(exif).toBuffer(),
      await picture().jpeg().withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>').toBuffer(),
      await picture().jpeg().withIccProfile('p3').toBuffer(),
      withSegment(jpeg, 0xfe, Buffer.from('a comment')),
      withSegment(jpeg, 0xee, Buffer.from('Adobe\0\0\0\0\0\0\0')),
      withSegment(jpeg, 0xe0, Buffer.from('Other\0\0\0')),
      await picture().png().withExif(exif).toBuffer(),
      await picture().png().withIccProfile('p3').toBuffer(),
      beforeIend(await picture().png().toBuffer(), pngChunk('tEXt', Buffer.from('Author\0Me'))),
      beforeIend(await picture().png().toBuffer(), pngChunk('tIME', Buffer.alloc(7))),
      await picture().webp().withExif(exif).toBuffer(),
      await picture().webp().keepExif().withIccProfile('p3').toBuffer(),
    ];
    for (const [i, file] of files.entries()) expect(await clean(file), `file ${i}`).toBe(false);
  });

  it('refuses anything after the picture: a script after EOI or after IEND', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const jpeg = await picture().jpeg().toBuffer();
    const png = await picture().png().toBuffer();
    expect(await clean(Buffer.concat([jpeg, script]))).toBe(false);
    expect(await clean(Buffer.concat([png, script]))).toBe(false);
    expect(await clean(Buffer.concat([png, pngChunk('IDAT', Buffer.alloc(4))]))).toBe(false);
  });

  it('refuses a WebP chunk after the image, or a RIFF size that is not the file', async () => {
    const webp = await picture().webp().toBuffer();
    const extra = Buffer.concat([Buffer.from('XTRA', 'latin1'), Buffer.from([2, 0, 0, 0, 1, 2])]);
    const longer = Buffer.concat([webp, extra]);
    longer.writeUInt32LE(longer.length - 8, 4);
    expect(isCleanWebp(longer)).toBe(false);
    const appended = Buffer.concat([webp, Buffer.from('<script>')]);
    expect(isCleanWebp(appended)).toBe(false);
  });

  it('refuses an image larger than is stored, turned by its EXIF, in CMYK, or a GIF', async () => {
    const files = [
      await picture(2049, 100).jpeg().toBuffer(),
      await picture(100, 2049).png().toBuffer(),
      await picture().jpeg().withMetadata({ orientation: 6 }).toBuffer(),
      await picture().toColourspace('cmyk').jpeg().toBuffer(),
      await picture().gif().toBuffer(),
    ];
    for (const [i, file] of files.entries()) expect(await clean(file), `file ${i}`).toBe(false);
  });

  it('answers false, never throws, for every truncation and for garbage', async () => {
    const files = [
      await picture(64, 48, 4).jpeg({ mozjpeg: true }).toBuffer(),
      await picture(64, 48, 4).png().toBuffer(),
      await picture(64, 48, 4).webp().toBuffer(),
    ];
    const parsers = [isCleanJpeg, isCleanPng, isCleanWebp];
    for (const [i, file] of files.entries()) {
      expect(parsers[i]!(file)).toBe(true);
      for (let length = 0; length < file.length; length++)
        for (const parse of parsers) expect(parse(file.subarray(0, length))).toBe(false);
      // A length field made huge, or zero, in every position.
      for (let at = 0; at < file.length; at++)
        for (const value of [0x00, 0xff]) {
          const patched = Buffer.from(file);
          patched[at] = value;
          for (const parse of parsers) expect(typeof parse(patched)).toBe('boolean');
        }
    }
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    for (const parse of parsers) expect(parse(garbage)).toBe(false);
    expect(isCleanJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe(false);
  });
});

describe('kept as it came', () => {
  it('stores a clean image byte for byte with its thumbnails, the rest re-encoded', async () => {
    const jpeg = await picture(1000, 500).jpeg().toBuffer();
    const header = await inspectImage(jpeg);
    const kept = await prepareImage(jpeg, header as Exclude<typeof header, string>);
    expect(kept!.image.data.equals(jpeg)).toBe(true);
    expect([kept!.image.extension, kept!.image.width, kept!.image.height]).toEqual([
      'jpg',
      1000,
      500,
    ]);
    expect(kept!.thumbnails.map((t) => t.width)).toEqual([240, 480, 960]);

    const script = Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]);
    const redone = await prepareImage(script, header as Exclude<typeof header, string>);
    expect(redone!.image.data.equals(jpeg)).toBe(false);
    expect(redone!.image.data.includes('<script>')).toBe(false);
  });

  it('answers null for a clean container whose picture does not decode', async () => {
    const png = await picture(40, 30).png().toBuffer();
    // IHDR stays, the IDAT is no zlib stream: the header reads, the pixels do not.
    const ihdrEnd = 8 + 12 + 13;
    const broken = Buffer.concat([
      png.subarray(0, ihdrEnd),
      pngChunk('IDAT', Buffer.from('not a zlib stream at all')),
      png.subarray(png.length - 12),
    ]);
    const header = await inspectImage(broken);
    expect(typeof header).toBe('object');
    expect(isCleanPng(broken)).toBe(true);
    expect(await prepareImage(broken, header as Exclude<typeof header, string>)).toBeNull();
  });
});
