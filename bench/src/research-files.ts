import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import sharp from 'sharp';
import { ZipFile } from 'yazl';

/**
 * The research bench's files (issue 30's targets), written as GEDZIPs so that their media are
 * real stored photos (with thumbnails; clean ones stored as they came, decision 0041) rather than references.
 */

/**
 * A 640 x 480 JPEG of noise (about 100 KB: noise does not compress, as a scan's grain does not),
 * tinted by `n` so that no two photos are the same file.
 */
export function photo(n: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function writeZip(path: string, gedcom: string, media: Map<string, Buffer>) {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(gedcom), 'gedcom.ged');
  for (const [name, data] of media) zip.addBuffer(data, name, { compress: false });
  zip.end();
  const out = zip.outputStream.pipe(createWriteStream(path));
  await once(out, 'finish');
}

const head = ['0 HEAD', '1 GEDC', '2 VERS 7.0'];

/**
 * Two deceased persons: "Cited" with 50 citations (of 50 sources, on the person, the name, the
 * birth and the death), 20 photos and 5 shared notes; "Plain" with a birth and nothing else.
 */
export async function writeProfileZip(path: string): Promise<void> {
  const lines = [...head];
  const facts = ['', 'NAME', 'BIRT', 'DEAT'];
  const citedUnder = new Map<string, string[]>(facts.map((f) => [f, []]));
  for (let s = 1; s <= 50; s++)
    citedUnder.get(facts[s % 4]!)!.push(`SOUR @S${s}@`, `PAGE Entry ${s}`);
  const cite = (level: number, fact: string) => {
    const own = citedUnder.get(fact)!;
    for (let k = 0; k < own.length; k += 2)
      lines.push(`${level} ${own[k]}`, `${level + 1} ${own[k + 1]}`);
  };
  lines.push('0 @I1@ INDI', '1 NAME Cited /Person/');
  cite(2, 'NAME');
  lines.push('1 SEX F', '1 BIRT', '2 DATE 3 MAR 1850', '2 PLAC Bergen, Norway');
  cite(2, 'BIRT');
  lines.push('1 DEAT', '2 DATE 9 OCT 1921');
  cite(2, 'DEAT');
  cite(1, '');
  for (let m = 1; m <= 20; m++) lines.push(`1 OBJE @M${m}@`);
  for (let n = 1; n <= 5; n++) lines.push(`1 SNOTE @N${n}@`);
  lines.push('0 @I2@ INDI', '1 NAME Plain /Person/', '1 SEX M', '1 BIRT', '2 DATE 1852');
  for (let s = 1; s <= 50; s++) lines.push(`0 @S${s}@ SOUR`, `1 TITL Register ${s}`);
  for (let n = 1; n <= 5; n++) lines.push(`0 @N${n}@ SNOTE Family story ${n}`);
  const media = new Map<string, Buffer>();
  for (let m = 1; m <= 20; m++) {
    lines.push(`0 @M${m}@ OBJE`, `1 FILE media/photo-${m}.jpg`, '2 FORM image/jpeg');
    lines.push(`3 TITL Photo ${m}`);
    media.set(`media/photo-${m}.jpg`, await photo(m));
  }
  lines.push('0 TRLR', '');
  await writeZip(path, lines.join('\n'), media);
}

/** `photos` deceased persons, each with a photo of their own. */
export async function writePhotosZip(path: string, photos: number): Promise<void> {
  const lines = [...head];
  const media = new Map<string, Buffer>();
  for (let i = 1; i <= photos; i++) {
    lines.push(`0 @I${i}@ INDI`, `1 NAME Person${i} /Photographed/`, '1 BIRT', '2 DATE 1850');
    lines.push(`1 OBJE @M${i}@`);
    lines.push(`0 @M${i}@ OBJE`, `1 FILE media/photo-${i}.jpg`, '2 FORM image/jpeg');
    media.set(`media/photo-${i}.jpg`, await photo(i));
  }
  lines.push('0 TRLR', '');
  await writeZip(path, lines.join('\n'), media);
}
