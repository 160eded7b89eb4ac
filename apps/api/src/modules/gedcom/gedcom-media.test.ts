import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GedcomPreview, MediaItem } from '@familytree/shared';
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
        '3 TYPE photo',
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
