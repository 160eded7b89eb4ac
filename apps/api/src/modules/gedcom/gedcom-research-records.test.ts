import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type ChangePage,
  type Citation,
  type GedcomPreview,
  type Source,
  type SourceSummary,
} from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { grampsSample, recordsFile } from './gedcom-research-records.fixture.js';
import {
  expectClosed,
  exportFile,
  familyPicture,
  familyWithFile,
  importFile,
  recordsOf,
  upload,
} from './gedcom.test-helpers.js';

// Issue 30: GEDCOM's sources, repositories, citations and shared notes are rows of the research
// tables: read through the API, written back by both exports, counted by the preview, removed
// by the import's revert.

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
  } = await familyWithFile(t, recordsFile));
}, 60_000);
afterAll(() => t?.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const base = () => `/api/family/${familyId}`;
/** A record's structure: the line `head` and the lines below it. */
function structure(lines: string[], head: RegExp): string[] {
  const at = lines.findIndex((l) => head.test(l));
  expect(at, `no ${head} in\n${lines.join('\n')}`).toBeGreaterThan(-1);
  const level = Number(lines[at]!.split(' ')[0]);
  const end = lines.findIndex((l, i) => i > at && Number(l.split(' ')[0]) <= level);
  return lines.slice(at, end === -1 ? undefined : end);
}
const record = (file: string, head: RegExp) => {
  const found = recordsOf(file).filter((r) => head.test(r[0]!));
  expect(found, `${head} in\n${file}`).toHaveLength(1);
  return found[0]!;
};
const countOf = async (
  table: 'repositories' | 'sources' | 'citations' | 'notes' | 'note_links',
  family: number,
) =>
  Number(
    (
      await t.context.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('family_id', '=', family)
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async (family: number) => ({
  repositories: await countOf('repositories', family),
  sources: await countOf('sources', family),
  citations: await countOf('citations', family),
  notes: await countOf('notes', family),
  noteLinks: await countOf('note_links', family),
});
const inAnotherFamily = async (file: string | Buffer, query = '') => {
  const family = await createFamily(t.context);
  const otherToken = await login(t.app, family.admin.email, testPassword);
  const job = await importFile(t, family.familyId, file, otherToken, query);
  expect(job.status, job.error ?? '').toBe('done');
  return { familyId: family.familyId, token: otherToken };
};

describe('a GEDCOM import of research records', () => {
  it('makes its sources, repository, citations and shared note rows the API reads', async () => {
    expect(await counts(familyId)).toEqual({
      repositories: 1,
      sources: 2,
      citations: 8,
      notes: 1,
      noteLinks: 2,
    });
    const sources = await get<SourceSummary[]>(`${base()}/sources`);
    expect(sources.map((s) => s.title).sort()).toEqual(['Census 1881', 'Parish register']);
    const register = sources.find((s) => s.title === 'Parish register')!;
    const source = await get<Source>(`${base()}/sources/${register.sourceId}`);
    expect(source).toMatchObject({
      author: 'The vicar',
      publication: 'Bristol, 1850',
      abbreviation: 'PR',
      repositoryName: 'County archive',
      callNumber: '123/A',
      note: 'Kept in the vestry',
    });
    expect(source.citations).toContainEqual(
      expect.objectContaining({
        personId: id.Ada,
        fact: 'birth',
        page: 'entry 12',
        date: '2 JAN 1850',
        quality: 3,
        note: 'Seen at the archive',
      }),
    );
    const ada = await get<Citation[]>(`${base()}/persons/${id.Ada}/citations`);
    expect(ada.map((c) => [c.fact, c.page, c.quality])).toEqual([
      ['name', 'name page', null],
      ['sex', null, 2],
      ['birth', 'entry 12', 3],
      ['death', null, null],
      [null, 'p. 4', null],
      [null, 'folio 9', null],
    ]);
    const notes = await get<Array<{ text: string }>>(`${base()}/persons/${id.Bert}/notes`);
    expect(JSON.stringify(notes)).toContain('A shared note');
  });

  it('is counted by the preview', async () => {
    const other = await createFamily(t.context);
    const otherToken = await login(t.app, other.admin.email, testPassword);
    const res = await upload(t, other.familyId, recordsFile, otherToken, 'dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<GedcomPreview>().counts).toMatchObject({
      repositories: 1,
      sources: 2,
      citations: 8,
    });
  });
});

describe('the GEDCOM export of research records', () => {
  it('writes citations in place and the records with their kept lines (5.5.1)', async () => {
    const file = await exportFile(t, familyId, token);
    expectClosed(file);
    const ada = record(file, new RegExp(`^0 @I${id.Ada}@ INDI$`));
    expect(structure(ada, /^1 NAME /)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^2 SOUR @S\d+@$/), '3 PAGE name page']),
    );
    expect(structure(ada, /^1 SEX F$/)).toEqual([
      '1 SEX F',
      expect.stringMatching(/^2 SOUR @S\d+@$/),
      '3 QUAY 2',
    ]);
    expect(structure(ada, /^1 BIRT$/).slice(-7)).toEqual([
      expect.stringMatching(/^2 SOUR @S\d+@$/),
      '3 PAGE entry 12',
      '3 DATA',
      '4 DATE 2 JAN 1850',
      '4 TEXT Born to John and Mary',
      '3 QUAY 3',
      '3 NOTE Seen at the archive',
    ]);
    expect(structure(ada, /^1 OCCU Weaver$/)).toContain('4 ROLE PRIN');
    expect(ada).toContain('1 SOUR Family bible, inline');
    expect(ada).toContain('2 PAGE folio 9');
    expect(ada).toContainEqual(expect.stringMatching(/^1 NOTE @N\d+@$/));
    const fam = record(file, / FAM$/);
    expect(structure(fam, /^1 MARR$/)).toContain('3 PAGE marriage entry');
    expect(structure(fam, /^1 SOUR @S\d+@$/)).toEqual([
      expect.stringMatching(/^1 SOUR/),
      '2 PAGE family page',
    ]);
    const source = recordsOf(file).find((r) => r.includes('1 TITL Parish register'))!;
    expect(source).toEqual(
      expect.arrayContaining([
        '1 AUTH The vicar',
        '1 PUBL Bristol, 1850',
        '1 ABBR PR',
        expect.stringMatching(/^1 REPO @R\d+@$/),
        '2 CALN 123/A',
        '1 NOTE Kept in the vestry',
        '2 EVEN BIRT, MARR',
        '3 DATE FROM 1840 TO 1880',
      ]),
    );
    expect(record(file, / REPO$/).slice(1)).toEqual([
      '1 NAME County archive',
      '1 ADDR 1 High Street',
      '2 CITY Bristol',
      '2 POST BS1',
      '1 NOTE Open Mondays',
    ]);
    expect(record(file, / NOTE A shared note$/)).toEqual([
      expect.stringMatching(/^0 @N\d+@ NOTE A shared note$/),
      '1 CONT on two lines',
    ]);
  });

  it('gives the same records, citations and links when imported again, from 5.5.1 and 7.0', async () => {
    const first = await familyPicture(t.context, familyId);
    for (const query of ['', 'version=7']) {
      const file = await exportFile(t, familyId, token, query);
      if (query) {
        expect(file).toMatch(/^0 @N\d+@ SNOTE A shared note$/m);
        expect(file).toMatch(/^1 SNOTE @N\d+@$/m);
      }
      const again = await inAnotherFamily(file);
      const before = await counts(familyId);
      // 7.0 has no inline source (`1 SOUR Family bible, inline`): a SOUR record and its citation.
      if (query) {
        before.sources++;
        before.citations++;
      }
      expect(await counts(again.familyId)).toEqual(before);
      const picture = await familyPicture(t.context, again.familyId);
      if (!query) expect(picture.research).toEqual(first.research);
      else
        expect(picture.research).toEqual({
          ...first.research,
          // 7.0's SEX takes no citation: it is the person's. The inline source is a record.
          citations: first.research.citations
            .map((c) =>
              c === '["C:Ada Archer//sex/S:Parish register/null",false,null,2,null]'
                ? '["C:Ada Archer//null/S:Parish register/null",false,null,2,null]'
                : c,
            )
            .concat('["C:Ada Archer//null/S:Family bible, inline/null",false,null,null,null]')
            .sort(),
          sources: [
            ...first.research.sources,
            '["Family bible, inline",null,null,null,null,null,null]',
          ].sort(),
        });
    }
  });

  it('writes a source added through the API after the import, and its citation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base()}/sources`,
      payload: { title: 'Added later' },
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { sourceId } = res.json<Source>();
    const cited = await t.app.inject({
      method: 'POST',
      url: `${base()}/citations`,
      payload: { sourceId, personId: id.Bert, fact: 'birth', page: 'typed in' },
      headers: bearer(token),
    });
    expect(cited.statusCode, cited.body).toBe(201);
    const file = await exportFile(t, familyId, token);
    expectClosed(file);
    expect(record(file, new RegExp(`^0 @S${sourceId}@ SOUR$`))).toEqual([
      `0 @S${sourceId}@ SOUR`,
      '1 TITL Added later',
    ]);
    // A source nobody cites is the family's: the whole family's export writes it, a branch's not.
    const uncited = await t.app.inject({
      method: 'POST',
      url: `${base()}/sources`,
      payload: { title: 'Never cited' },
      headers: bearer(token),
    });
    expect(uncited.statusCode, uncited.body).toBe(201);
    const whole = await exportFile(t, familyId, token);
    const branch = await exportFile(t, familyId, token, `branch=${id.Ada}`);
    expectClosed(branch);
    expect(whole).toContain('1 TITL Never cited');
    expect(branch).not.toContain('1 TITL Never cited');
    expect(branch).toContain('1 TITL Parish register');
    expect(branch).toContain('1 NAME County archive');
    // Bert has no birth of his own: the citation makes one.
    expect(structure(record(file, new RegExp(`^0 @I${id.Bert}@ INDI$`)), /^1 BIRT$/)).toEqual([
      '1 BIRT',
      `2 SOUR @S${sourceId}@`,
      '3 PAGE typed in',
    ]);
  });
});

describe('the revert of an import of research records', () => {
  it('removes its repositories, sources, citations, notes and links', async () => {
    const other = await inAnotherFamily(recordsFile);
    const history = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.familyHistory(other.familyId)}?pageSize=100`,
      headers: bearer(other.token),
    });
    const change = history.json<ChangePage>().items.find((r) => r.action === 'gedcom.import')!;
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(other.familyId, change.id),
      headers: bearer(other.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await counts(other.familyId)).toEqual({
      repositories: 0,
      sources: 0,
      citations: 0,
      notes: 0,
      noteLinks: 0,
    });
    const kept = await t.context.db
      .selectFrom('gedcom_kept')
      .select('context')
      .where('family_id', '=', other.familyId)
      .where('context', 'in', ['REPO', 'SOUR', 'NOTE', 'CITE'])
      .execute();
    expect(kept).toEqual([]);
  });
});

describe("Gramps' example GEDCOM", () => {
  it('gives as many sources, repositories, shared notes and citations as the file has', async () => {
    const data = grampsSample();
    const text = data.toString('latin1');
    const inFile = (re: RegExp) => (text.match(re) ?? []).length;
    const other = await inAnotherFamily(data);
    const stored = await counts(other.familyId);
    expect(stored).toMatchObject({
      sources: inFile(/^0 @[^@]+@ SOUR/gm),
      repositories: inFile(/^0 @[^@]+@ REPO/gm),
      // Its note records, and the name's and the residence's inline notes: records of their own.
      notes: inFile(/^0 @[^@]+@ NOTE/gm) + 2,
    });
    // Its citations under names (the one under an ASSO stays a kept line of the ASSO).
    expect(stored.citations).toBe(inFile(/^2 SOUR @[^@]+@$/gm) - 1);
    expect([stored.sources, stored.repositories, stored.notes]).toEqual([3, 1, 4]);
    // And the export gives them back.
    // (Not expectClosed: the file's `3 ADOP @I38@` names a person where GEDCOM has a word.)
    const file = await exportFile(t, other.familyId, other.token);
    // Each source's REPO pointer (a CALN with its MEDI) links its repository, and comes back.
    const linked = await t.context.db
      .selectFrom('sources')
      .select('repository_id')
      .where('family_id', '=', other.familyId)
      .execute();
    expect(linked.filter((s) => s.repository_id === null)).toEqual([]);
    expect(file.match(/^2 CALN\n3 MEDI Book$/gm)).toHaveLength(3);
    const again = await inAnotherFamily(file);
    expect(await counts(again.familyId)).toEqual(stored);
  });
});
