import sharp from 'sharp';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ChangePage, type GedcomPreview, type MediaItem } from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import {
  exportFile,
  expectClosed,
  familyWithFile,
  importFile,
  recordsOf,
  upload,
} from './gedcom.test-helpers.js';

// Issue 30 (decision 0041): GEDCOM's OBJE records and inline OBJE are media records linked to
// their persons, written back by both exports; a GEDZIP carries the files themselves.

const mediaFile = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Anna /Berg/
1 SEX F
1 OBJE @M7@
1 OBJE
2 FILE photos/anna-wedding.jpg
3 FORM jpg
4 TYPE photo
3 TITL Anna's wedding
0 @I2@ INDI
1 NAME Carl /Berg/
1 SEX M
1 OBJE @M7@
1 OBJE @M8@
0 @M7@ OBJE
1 FILE https://example.org/family.png
2 FORM png
2 TITL The family in 1920
1 REFN 42
0 @M8@ OBJE
1 FILE scans/letter.pdf
2 FORM pdf
0 TRLR
`;

let t: TestContext;
let familyId: number;
let token: string;
let id: Record<string, number>;

beforeAll(async () => {
  t = await createTestContext();
  ({
    family: { familyId },
    token,
    id,
  } = await familyWithFile(t, mediaFile));
}, 60_000);
afterAll(() => t?.close());

const mediaOf = async (family: number, person: number, as = token) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/family/${family}/persons/${person}/media`,
    headers: bearer(as),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MediaItem[]>().filter((m) => m.origin === 'record');
};

describe('GEDCOM OBJE as media records', () => {
  it('imports OBJE records and inline OBJE as media linked to their persons, in order', async () => {
    const anna = await mediaOf(familyId, id.Anna!);
    expect(anna.map((m) => [m.title, m.kind, m.reference, m.url])).toEqual([
      [
        'The family in 1920',
        'image',
        'https://example.org/family.png',
        'https://example.org/family.png',
      ],
      ["Anna's wedding", 'image', 'photos/anna-wedding.jpg', ''],
    ]);
    expect(anna.every((m) => m.image === null)).toBe(true);
    const carl = await mediaOf(familyId, id.Carl!);
    expect(carl.map((m) => [m.title, m.kind])).toEqual([
      ['The family in 1920', 'image'],
      ['letter.pdf', 'document'],
    ]);
    const preview = await upload(t, familyId, mediaFile, token, 'dryRun=true');
    expect(preview.json<GedcomPreview>().counts.media).toBe(3);
  });

  it("the import's revert removes its media records with their links and kept lines", async () => {
    const again = await familyWithFile(t, mediaFile);
    const family = again.family.familyId;
    const rows = (table: 'media' | 'media_links' | 'gedcom_kept') =>
      t.context.db.selectFrom(table).select('id').where('family_id', '=', family).execute();
    expect((await rows('media')).length).toBe(3);
    const history = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.familyHistory(family)}?pageSize=100`,
      headers: bearer(again.token),
    });
    const record = history.json<ChangePage>().items.find((r) => r.action === 'gedcom.import')!;
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(family, record.id),
      headers: bearer(again.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect([await rows('media'), await rows('media_links'), await rows('gedcom_kept')]).toEqual([
      [],
      [],
      [],
    ]);
  });

  it('writes them back in 5.5.1 and 7.0, and a re-import gives the same media', async () => {
    for (const version of ['5.5.1', '7'] as const) {
      const file = await exportFile(t, familyId, token, `version=${version}`);
      expectClosed(file);
      const objes = recordsOf(file).filter((r) => / OBJE$/.test(r[0]!));
      expect(objes).toHaveLength(3);
      const family = objes.find((r) => r.includes('2 TITL The family in 1920'))!;
      expect(family).toContain('1 FILE https://example.org/family.png');
      expect(family).toContain(version === '7' ? '2 FORM image/png' : '2 FORM png');
      expect(family).toContain('1 REFN 42');
      const wedding = objes.find((r) => r.includes("2 TITL Anna's wedding"))!;
      expect(wedding.slice(1, 4)).toEqual([
        '1 FILE photos/anna-wedding.jpg',
        version === '7' ? '2 FORM image/jpeg' : '2 FORM jpg',
        // 5.5.1's FORM.TYPE is 7.0's FORM.MEDI, an enumeration (issue 30).
        version === '7' ? '3 MEDI PHOTO' : '3 TYPE photo',
      ]);
      const again = await familyWithFile(t, file);
      const anna = await mediaOf(again.family.familyId, again.id.Anna!, again.token);
      expect(anna.map((m) => [m.title, m.reference])).toEqual([
        ['The family in 1920', 'https://example.org/family.png'],
        ["Anna's wedding", 'photos/anna-wedding.jpg'],
      ]);
      const carl = await mediaOf(again.family.familyId, again.id.Carl!, again.token);
      expect(carl).toHaveLength(2);
    }
  });
});

/** A multipart body of text fields and a file (the media upload). */
function form(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const boundary = `----gedzip${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A zip's entries and their bytes. */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    }),
  );
}

/** A zip of these entries (stored, so a test may patch names in its bytes). */
function zipOf(entries: Array<[string, Buffer]>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name, { compress: false });
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

describe('GEDZIP', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  let zip: Buffer;

  beforeAll(async () => {
    const image = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background } });
    const noise = Buffer.from(Array.from({ length: 40 * 30 * 3 }, (_, i) => (i * 7919) % 251));
    const files = [
      { name: 'one.png', data: await image('#2a6').png().toBuffer() },
      // Noise, with EXIF: re-encoded when uploaded, and again by each import before decision
      // 0041's pass-through (a flat colour would come out of that the same).
      {
        name: 'two.jpg',
        data: await sharp(noise, { raw: { width: 40, height: 30, channels: 3 } })
          .jpeg()
          .withExif({ IFD0: { Copyright: 'Someone' } })
          .toBuffer(),
      },
      { name: 'register.pdf', data: pdf },
    ];
    for (const file of files) {
      const body = form({ title: file.name, personId: `${id.Carl}` }, file);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/family/${familyId}/media-records`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/family/${familyId}/gedcom/export?version=7&format=zip`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    zip = res.rawPayload;
  }, 60_000);

  it('exports gedcom.ged with the stored files it names, and imports them into a new family', async () => {
    const entries = await unzip(zip);
    const ged = entries.get('gedcom.ged')!.toString('utf8');
    const paths = [...ged.matchAll(/^1 FILE (media\/\S+)$/gm)].map((m) => m[1]!);
    expect(paths).toHaveLength(3);
    expect([...entries.keys()].sort()).toEqual(['gedcom.ged', ...paths].sort());
    expect(ged).toContain('2 FORM application/pdf');
    expect(ged).toContain('1 FILE https://example.org/family.png');

    const family = await createFamily(t.context);
    const admin = await login(t.app, family.admin.email, testPassword);
    const preview = await upload(t, family.familyId, zip, admin, 'dryRun=true');
    expect(preview.json<GedcomPreview>().counts.media).toBe(6);
    const job = await importFile(t, family.familyId, zip, admin);
    expect(job.status, job.error ?? '').toBe('done');
    const carl = await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', family.familyId)
      .where('first_name', '=', 'Carl')
      .executeTakeFirstOrThrow();
    const media = await mediaOf(family.familyId, carl.id, admin);
    const stored = media.filter((m) => !m.reference);
    expect(stored.map((m) => m.title).sort()).toEqual(['one.png', 'register.pdf', 'two.jpg']);
    for (const m of stored) {
      const served = await t.app.inject({ method: 'GET', url: m.url, headers: bearer(admin) });
      expect(served.statusCode, m.url).toBe(200);
      if (m.kind === 'document') expect(served.rawPayload.equals(pdf)).toBe(true);
      else expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
    }
  });

  it('exported, imported into a new family and exported again, carries the same bytes', async () => {
    const family = await createFamily(t.context);
    const admin = await login(t.app, family.admin.email, testPassword);
    const job = await importFile(t, family.familyId, zip, admin);
    expect(job.status, job.error ?? '').toBe('done');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/family/${family.familyId}/gedcom/export?version=7&format=zip`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The names are new in the new family: the files are compared by their bytes.
    const files = async (data: Buffer) =>
      [...(await unzip(data))]
        .filter(([name]) => name.startsWith('media/'))
        .map(([, bytes]) => bytes)
        .sort(Buffer.compare);
    const [before, after] = [await files(zip), await files(res.rawPayload)];
    expect(before.map((f) => f.subarray(0, 2).toString('hex')).sort()).toEqual([
      '2550', // %PDF
      '8950', // PNG
      'ffd8', // JPEG
    ]);
    expect(after).toHaveLength(3);
    for (const [i, file] of after.entries())
      expect(file.equals(before[i]!), `file ${i}`).toBe(true);
  });

  it('refuses a zip with a path outside itself, or too large unpacked, and changes nothing', async () => {
    const family = await createFamily(t.context);
    const admin = await login(t.app, family.admin.email, testPassword);
    const ged = Buffer.from(mediaFile.replace('scans/letter.pdf', 'media/xx.pdf'));
    const traversal = await zipOf([
      ['gedcom.ged', ged],
      ['media/xx.pdf', pdf],
    ]);
    // Renamed in the bytes: zip writers refuse to write such a name.
    const patched = Buffer.from(
      traversal.toString('latin1').replaceAll('media/xx.pdf', '../../xx.pdf'),
      'latin1',
    );
    const bomb = new ZipFile();
    bomb.addBuffer(ged, 'gedcom.ged');
    bomb.addBuffer(Buffer.alloc(5 * 1024 * 1024), 'media/big.bin');
    bomb.end();
    const chunks: Buffer[] = [];
    for await (const c of bomb.outputStream) chunks.push(c as Buffer);
    // Still refused by the upload's answer, now that the job stores the files.
    const notMedia = await zipOf([
      ['gedcom.ged', ged],
      ['media/xx.pdf', Buffer.from('not a PDF')],
    ]);
    for (const [data, message] of [
      [patched, 'This zip names a file outside itself'],
      [Buffer.concat(chunks), 'This zip is too large when unpacked'],
      [notMedia, 'neither an image'],
    ] as const) {
      const res = await upload(t, family.familyId, data, admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const count = async (table: 'persons' | 'media' | 'images') =>
      Number(
        (
          await t.context.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('family_id', '=', family.familyId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await count('persons'), await count('media'), await count('images')]).toEqual([
      0, 0, 0,
    ]);
  });
});
