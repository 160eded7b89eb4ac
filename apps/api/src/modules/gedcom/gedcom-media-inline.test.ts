import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type ChangePage,
  type Citation,
  type GedcomPreview,
  type MediaItem,
} from '@familytree/shared';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import {
  exportFile,
  expectClosed,
  familyWithFile,
  recordsOf,
  upload,
} from './gedcom.test-helpers.js';

// Issue 30: an inline OBJE under a family, a source record, a person's event, a family's event
// or a citation is a media record like a person's, one per file however often the file names it
// (Gramps found 27 media reading our export of the torture test, 18 reading the original).

const file = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Anna /Berg/
1 SEX F
1 BIRT
2 DATE 1 JAN 1900
2 OBJE
3 FILE photos/birth.jpg
3 FORM jpg
3 TITL Anna's birth
1 FAMS @F1@
1 FAMS @F2@
0 @I2@ INDI
1 NAME Carl /Berg/
1 SEX M
1 FAMS @F1@
0 @F1@ FAM
1 HUSB @I2@
1 WIFE @I1@
1 MARR
2 DATE 2 FEB 1920
2 OBJE
3 FILE photos/wedding.jpg
3 FORM jpg
3 TITL The wedding
1 OBJE
2 FILE photos/wedding.jpg
2 FORM jpg
2 TITL The wedding, again
2 NOTE Taken at the church door
1 OBJE
2 FILE photos/couple.png
2 FORM png
1 SOUR @S1@
2 PAGE 12
2 OBJE
3 FILE scans/page12.pdf
3 FORM pdf
0 @F2@ FAM
1 WIFE @I1@
1 OBJE
2 FILE photos/alone.jpg
2 FORM jpg
0 @S1@ SOUR
1 TITL Parish register
1 OBJE
2 FILE scans/register.pdf
2 FORM pdf
2 TITL The register
1 OBJE @M7@
0 @M7@ OBJE
1 FILE scans/cover.jpg
2 FORM jpg
2 TITL The register's cover
0 TRLR
`;

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t?.close());

/** An imported family and how to read its records' media through the web's routes. */
async function imported(text: string) {
  const { family, token, id } = await familyWithFile(t, text);
  const familyId = family.familyId;
  const { db } = t.context;
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const titles = (items: MediaItem[]) =>
    items.filter((m) => m.origin === 'record').map((m) => m.title);
  const union = await db
    .selectFrom('unions')
    .select('id')
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  const source = await db
    .selectFrom('sources')
    .select('id')
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom('gedcom_events')
    .select(['id', 'tag'])
    .where('family_id', '=', familyId)
    .execute();
  const eventId = (tag: string) => events.find((e) => e.tag === tag)!.id;
  const base = `/api/family/${familyId}`;
  return {
    familyId,
    token,
    id,
    unionId: union.id,
    sourceId: source.id,
    eventId,
    personMedia: (person: number) => get<MediaItem[]>(`${base}/persons/${person}/media`),
    unionMedia: async () => titles(await get<MediaItem[]>(`${base}/unions/${union.id}/media`)),
    sourceMedia: async () => titles(await get<MediaItem[]>(`${base}/sources/${source.id}/media`)),
    /** Every media row with what its links name, in the family's words (ids differ by family). */
    async picture() {
      const rows = await db
        .selectFrom('media')
        .select(['id', 'title', 'reference', 'content_type'])
        .where('family_id', '=', familyId)
        .execute();
      rows.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
      const links = await db
        .selectFrom('media_links')
        .selectAll()
        .where('family_id', '=', familyId)
        .execute();
      const name = Object.fromEntries(Object.entries(id).map(([k, v]) => [v, k]));
      return rows.map((m) => ({
        title: m.title,
        reference: m.reference,
        type: m.content_type,
        links: links
          .filter((l) => l.media_id === m.id)
          .map((l) =>
            l.person_id !== null
              ? `person ${name[l.person_id]}`
              : l.union_id !== null
                ? 'union'
                : l.source_id !== null
                  ? 'source'
                  : l.citation_id !== null
                    ? 'citation'
                    : `event ${events.find((e) => e.id === l.event_id)!.tag}`,
          )
          .sort(),
      }));
    },
  };
}

let family: Awaited<ReturnType<typeof imported>>;

beforeAll(async () => {
  family = await imported(file);
}, 60_000);

describe('GEDCOM inline OBJE of families, sources, events and citations', () => {
  it('are media records, one per file, linked where they were; the preview counts them', async () => {
    expect(await family.picture()).toEqual([
      {
        title: "Anna's birth",
        reference: 'photos/birth.jpg',
        type: 'image/jpeg',
        links: ['event BIRT'],
      },
      {
        title: 'The register',
        reference: 'scans/register.pdf',
        type: 'application/pdf',
        links: ['source'],
      },
      {
        title: "The register's cover",
        reference: 'scans/cover.jpg',
        type: 'image/jpeg',
        links: ['source'],
      },
      // The family's OBJE names the marriage's file again: one record, linked twice.
      {
        title: 'The wedding',
        reference: 'photos/wedding.jpg',
        type: 'image/jpeg',
        links: ['event MARR', 'union'],
      },
      // A family of one partner has no union to link to: its lines keep a pointer to the record
      // (the export shows it).
      { title: 'alone.jpg', reference: 'photos/alone.jpg', type: 'image/jpeg', links: [] },
      { title: 'couple.png', reference: 'photos/couple.png', type: 'image/png', links: ['union'] },
      {
        title: 'page12.pdf',
        reference: 'scans/page12.pdf',
        type: 'application/pdf',
        links: ['citation'],
      },
    ]);
    const preview = await upload(t, family.familyId, file, family.token, 'dryRun=true');
    expect(preview.json<GedcomPreview>().counts.media).toBe(7);
  });

  it("show where the web reads them: a couple's, a source's, a person's with their events'", async () => {
    expect(await family.unionMedia()).toEqual(['The wedding', 'couple.png']);
    // A citation's OBJE is a medium of the citation, shown with it.
    const cited = await t.app.inject({
      method: 'GET',
      url: `/api/family/${family.familyId}/unions/${family.unionId}/citations`,
      headers: bearer(family.token),
    });
    expect(cited.statusCode, cited.body).toBe(200);
    expect(
      cited.json<Citation[]>().map((c) => [c.page, (c.media ?? []).map((m) => m.title)]),
    ).toEqual([['12', ['page12.pdf']]]);
    expect(await family.sourceMedia()).toEqual(['The register', "The register's cover"]);
    const anna = (await family.personMedia(family.id.Anna!)).filter((m) => m.origin === 'record');
    expect(anna.map((m) => [m.title, m.links.map((l) => l.eventId)])).toEqual([
      ["Anna's birth", [family.eventId('BIRT')]],
      ['The wedding', [family.eventId('MARR'), null]],
    ]);
    // A family's event is both partners': listed with Anna's (above) and Carl's.
    const carl = (await family.personMedia(family.id.Carl!)).filter((m) => m.origin === 'record');
    expect(carl.map((m) => m.title)).toEqual(['The wedding']);
    expect(carl[0]!.links.map((l) => [l.eventId, l.unionId])).toEqual([
      [family.eventId('MARR'), null],
      [null, family.unionId],
    ]);
  });

  it("a family event's media are the couple's too, and both partners'", async () => {
    const engaged = await imported(
      file.replace('1 MARR\n', '1 ENGA\n2 OBJE\n3 FILE photos/ring.jpg\n3 FORM jpg\n1 MARR\n'),
    );
    expect((await engaged.unionMedia()).sort()).toEqual(
      ['The wedding', 'couple.png', 'ring.jpg'].sort(),
    );
    for (const person of [engaged.id.Anna!, engaged.id.Carl!])
      expect((await engaged.personMedia(person)).map((m) => m.title)).toContain('ring.jpg');
  });

  it('export as pointers where they were and one OBJE record each, in 5.5.1 and 7.0', async () => {
    const media = await t.context.db
      .selectFrom('media')
      .select(['id', 'reference'])
      .where('family_id', '=', family.familyId)
      .execute();
    const m = (reference: string) => `@M${media.find((r) => r.reference === reference)!.id}@`;
    for (const version of ['5.5.1', '7'] as const) {
      const text = await exportFile(t, family.familyId, family.token, `version=${version}`);
      expectClosed(text);
      const records = recordsOf(text);
      expect(records.filter((r) => / OBJE$/.test(r[0]!))).toHaveLength(7);
      expect(text).not.toMatch(/^[1-9] OBJE$/m);
      const record = (pattern: RegExp) => records.find((r) => pattern.test(r[0]!))!;
      const anna = record(/^0 @I\d+@ INDI$/);
      expect(anna.join('\n')).toContain(
        `1 BIRT\n2 DATE 1 JAN 1900\n2 OBJE ${m('photos/birth.jpg')}`,
      );
      const couple = records.find((r) => r.some((l) => l.startsWith('1 HUSB')))!;
      expect(couple).toContain(`2 OBJE ${m('photos/wedding.jpg')}`);
      expect(couple).toContain(`1 OBJE ${m('photos/wedding.jpg')}`);
      expect(couple).toContain(`1 OBJE ${m('photos/couple.png')}`);
      // A citation has no media links: it keeps a pointer to its OBJE's record.
      expect(couple.join('\n')).toContain(`2 PAGE 12\n2 OBJE ${m('scans/page12.pdf')}`);
      // A family of one partner has no union: its OBJE stays a pointer among its lines.
      const alone = records.find(
        (r) => r.length > 1 && r[1]!.startsWith('1 WIFE') && !r.some((l) => l.startsWith('1 HUSB')),
      )!;
      expect(alone).toContain(`1 OBJE ${m('photos/alone.jpg')}`);
      const source = record(/ SOUR$/);
      expect(source).toContain(`1 OBJE ${m('scans/register.pdf')}`);
      expect(source).toContain(`1 OBJE ${m('scans/cover.jpg')}`);
      // The second OBJE of the wedding's file gave its note to the one record.
      const wedding = records.find((r) => r[0] === `0 ${m('photos/wedding.jpg')} OBJE`)!;
      expect(wedding).toContain('1 NOTE Taken at the church door');
    }
  });

  it('import again as the same records and links, from 5.5.1 and 7.0', async () => {
    const before = await family.picture();
    for (const version of ['5.5.1', '7'] as const) {
      const text = await exportFile(t, family.familyId, family.token, `version=${version}`);
      const again = await imported(text);
      expect(await again.picture()).toEqual(before);
    }
  });

  it("a couple's, source's, event's or citation's link made in the product exports as a pointer", async () => {
    const media = await t.context.db
      .selectFrom('media')
      .select(['id', 'reference'])
      .where('family_id', '=', family.familyId)
      .execute();
    const birth = media.find((r) => r.reference === 'photos/birth.jpg')!.id;
    const citation = await t.context.db
      .selectFrom('citations')
      .select('id')
      .where('family_id', '=', family.familyId)
      .executeTakeFirstOrThrow();
    for (const body of [
      { unionId: family.unionId },
      { sourceId: family.sourceId },
      { eventId: family.eventId('MARR') },
      { citationId: citation.id },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/family/${family.familyId}/media-records/${birth}/links`,
        payload: body,
        headers: bearer(family.token),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const records = recordsOf(await exportFile(t, family.familyId, family.token));
    const couple = records.find((r) => r.some((l) => l.startsWith('1 HUSB')))!;
    expect(couple).toContain(`1 OBJE @M${birth}@`);
    // Under the marriage and under the couple's citation.
    expect(couple.filter((l) => l === `2 OBJE @M${birth}@`)).toHaveLength(2);
    const cite = couple.findIndex((l) => l.startsWith('1 SOUR @'));
    const next = couple.findIndex((l, i) => i > cite && l.startsWith('1 '));
    expect(couple.slice(cite, next === -1 ? undefined : next)).toContain(`2 OBJE @M${birth}@`);
    expect(records.find((r) => / SOUR$/.test(r[0]!))).toContain(`1 OBJE @M${birth}@`);
  });

  it("the import's revert removes them with their links and the citation's pointer", async () => {
    const again = await imported(file);
    const rows = (table: 'media' | 'media_links' | 'gedcom_kept' | 'citations') =>
      t.context.db.selectFrom(table).select('id').where('family_id', '=', again.familyId).execute();
    expect((await rows('media')).length).toBe(7);
    const history = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.familyHistory(again.familyId)}?pageSize=100`,
      headers: bearer(again.token),
    });
    const record = history.json<ChangePage>().items.find((r) => r.action === 'gedcom.import')!;
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(again.familyId, record.id),
      headers: bearer(again.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const table of ['media', 'media_links', 'gedcom_kept', 'citations'] as const)
      expect(await rows(table), table).toEqual([]);
  });

  it("shows a person's GEDCOM 5.5 web link (FORM URL) with their media and writes it back as 5.5 did", async () => {
    const link = [
      '1 OBJE',
      '2 FORM URL',
      "2 TITL The family's web page",
      '2 FILE https://example.org/berg',
    ];
    const text = file.replace('1 FAMS @F1@', `${link.join('\n')}\n1 FAMS @F1@`);
    const withLink = await imported(text);
    const shown = (await withLink.personMedia(withLink.id.Anna!)).find(
      (m) => m.title === "The family's web page",
    );
    expect(shown).toMatchObject({ url: 'https://example.org/berg', origin: 'record' });

    // 5.5.1: where it was, as a web link (readers take it for the person's web address, not a
    // medium), and no OBJE record of it.
    const five = await exportFile(t, withLink.familyId, withLink.token);
    const anna = recordsOf(five).find((r) => r.includes('1 NAME Anna /Berg/'))!;
    expect(anna.join('\n')).toContain(
      [
        '1 OBJE',
        '2 FILE https://example.org/berg',
        '3 FORM URL',
        "3 TITL The family's web page",
      ].join('\n'),
    );
    expect(five).not.toMatch(/^0 @[^@]+@ OBJE\n1 FILE https:\/\/example\.org\/berg$/m);
    // 7.0 has no inline OBJE: a record pointed to, its FORM a media type.
    const seven = await exportFile(t, withLink.familyId, withLink.token, 'version=7');
    expect(seven).toMatch(
      /^0 @[^@]+@ OBJE\n1 FILE https:\/\/example\.org\/berg\n2 FORM text\/uri-list$/m,
    );
    // Read again, it is the same web link.
    const again = await imported(five);
    expect(await again.picture()).toEqual(await withLink.picture());
  });
});
