import type { GedcomExportWarnings, GedcomJob } from '@familytree/shared';
import { expect } from 'vitest';
import type { AppContext } from '../../infra/context.js';
import {
  bearer,
  createFamily,
  login,
  multipartFile,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';

export const importUrl = (familyId: number, query = '') =>
  `/api/family/${familyId}/gedcom/import${query ? `?${query}` : ''}`;
export const exportUrl = (familyId: number, query = '') =>
  `/api/family/${familyId}/gedcom/export${query ? `?${query}` : ''}`;

/** POSTs a file as the multipart part `file`; `more`: other headers (Accept-Language). */
export function upload(
  t: TestContext,
  familyId: number,
  data: Buffer | string,
  token?: string,
  query = '',
  more: Record<string, string> = {},
) {
  const { payload, headers } = multipartFile('file', 'tree.ged', Buffer.from(data));
  return t.app.inject({
    method: 'POST',
    url: importUrl(familyId, query),
    payload,
    headers: { ...headers, ...more, ...(token ? bearer(token) : {}) },
  });
}

/** Starts an import and polls its job until it ends; answers the final job. */
export async function importFile(
  t: TestContext,
  familyId: number,
  data: Buffer | string,
  token: string,
  query = '',
  headers: Record<string, string> = {},
): Promise<GedcomJob> {
  const res = await upload(t, familyId, data, token, query, headers);
  expect(res.statusCode, res.body).toBe(202);
  const { jobId } = res.json<{ jobId: string }>();
  for (;;) {
    const job = await t.app.inject({
      method: 'GET',
      url: `/api/family/${familyId}/gedcom/import/${jobId}`,
      headers: bearer(token),
    });
    expect(job.statusCode, job.body).toBe(200);
    const body = job.json<GedcomJob>();
    if (body.status === 'done' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function exportFile(
  t: TestContext,
  familyId: number,
  token: string,
  query = '',
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'GET',
    url: exportUrl(familyId, query),
    headers: { ...headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** What the export would leave out (decision 0045), as the warnings call answers it. */
export async function exportWarnings(
  t: TestContext,
  familyId: number,
  token: string,
  query = '',
): Promise<GedcomExportWarnings> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/family/${familyId}/gedcom/export/warnings${query ? `?${query}` : ''}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GedcomExportWarnings>();
}

/**
 * The family's tree as comparable data, with person ids replaced by names: persons, parents,
 * child orders, unions, events (tag, value, type, date phrase and sort, place), notes, profile
 * rows and kept lines. Two imports of the same file give the same picture.
 */
export async function familyPicture(context: AppContext, familyId: number) {
  const { db } = context;
  const persons = await db
    .selectFrom('persons')
    .selectAll()
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
  const name = new Map(persons.map((p) => [p.id, `${p.first_name} ${p.last_name}`]));
  const who = (id: number | null) => (id === null ? null : (name.get(id) ?? `other:${id}`));
  // Research records (issue 30) are named by their content, as persons by their names.
  const research = await researchPicture(context, familyId, who);
  // Kept lines point to persons, families and research records by the export's xrefs (ids).
  const named = (text: string | null) =>
    text
      ?.replace(
        /@(FC|F|I)(\d+)(?:_(\d+))?@/g,
        (_, kind: string, a: string, b?: string) =>
          `@${kind}:${[a, b]
            .filter((x) => x !== undefined)
            .map((x) => who(Number(x)))
            .join('+')}@`,
      )
      .replace(
        /@([SRN])(\d+)@/g,
        (_, kind: string, id: string) => `@${research.name(kind, Number(id))}@`,
      ) ?? null;
  const unions = await db
    .selectFrom('unions')
    .selectAll()
    .where('family_id', '=', familyId)
    .execute();
  const events = await db
    .selectFrom('gedcom_events')
    .selectAll()
    .where('family_id', '=', familyId)
    .execute();
  const kept = await db
    .selectFrom('gedcom_kept')
    .selectAll()
    .where('family_id', '=', familyId)
    .execute();
  const profile = async (
    table: 'work_history' | 'academic_history' | 'living_timeline' | 'life_events' | 'addresses',
  ) =>
    (await db.selectFrom(table).selectAll().where('family_id', '=', familyId).execute())
      .map(({ id: _id, family_id: _f, person_id, ...rest }) =>
        JSON.stringify({ person: who(person_id), ...rest }),
      )
      .sort();
  return {
    persons: persons
      .map((p) => ({
        name: who(p.id),
        middle: p.middle_name,
        nick: p.nick_name,
        gender: p.gender,
        birth: p.date_of_birth,
        death: p.date_of_death,
        placeOfBirth: p.place_of_birth,
        living: p.living,
        father: who(p.father_id),
        mother: who(p.mother_id),
        childOrder: p.child_order,
        about: p.about,
      }))
      .sort((a, b) => a.name!.localeCompare(b.name!)),
    unions: unions.map((u) => `${who(u.person_id)} + ${who(u.spouse_id)} #${u.union_order}`).sort(),
    events: events
      .map((e) =>
        JSON.stringify([
          who(e.person_id),
          who(e.spouse_id),
          e.of_family,
          e.position,
          e.tag,
          e.value,
          e.event_type,
          e.date_phrase,
          e.date_sort,
          e.place,
          named(e.extra),
        ]),
      )
      .sort(),
    kept: kept
      .map((k) =>
        JSON.stringify([
          who(k.person_id),
          who(k.spouse_id),
          k.context,
          // A research record's kept lines name it by their position (research-writer.ts).
          research.kinds.has(k.context) ? research.name(k.context, k.position) : k.position,
          named(k.lines),
        ]),
      )
      .sort(),
    research: research.rows(named),
    work: await profile('work_history'),
    academic: await profile('academic_history'),
    timeline: await profile('living_timeline'),
    lifeEvents: await profile('life_events'),
    addresses: await profile('addresses'),
  };
}

/** The family's research records (issue 30) named by content, for familyPicture. */
async function researchPicture(
  context: AppContext,
  familyId: number,
  who: (id: number | null) => string | null,
) {
  const { db } = context;
  const of = { family: familyId };
  const [repositories, sources, notes, citations, links] = await Promise.all([
    db
      .selectFrom('repositories')
      .selectAll()
      .where('family_id', '=', of.family)
      .orderBy('id')
      .execute(),
    db.selectFrom('sources').selectAll().where('family_id', '=', of.family).orderBy('id').execute(),
    db.selectFrom('notes').selectAll().where('family_id', '=', of.family).orderBy('id').execute(),
    db
      .selectFrom('citations')
      .selectAll()
      .where('family_id', '=', of.family)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('note_links')
      .selectAll()
      .where('family_id', '=', of.family)
      .orderBy('id')
      .execute(),
  ]);
  const names = new Map<string, string>();
  for (const r of repositories) names.set(`R${r.id}`, `R:${r.name}`);
  for (const s of sources) names.set(`S${s.id}`, `S:${s.title}`);
  for (const n of notes) names.set(`N${n.id}`, `N:${n.text.slice(0, 40)}`);
  const cited = (c: (typeof citations)[number]) =>
    `C:${who(c.person_id)}/${c.union_id === null ? '' : 'union'}/${c.fact}/${names.get(`S${c.source_id}`)}/${c.page}`;
  for (const c of citations) names.set(`C${c.id}`, cited(c));
  const kindOf: Record<string, string> = {
    REPO: 'R',
    SOUR: 'S',
    NOTE: 'N',
    CITE: 'C',
    R: 'R',
    S: 'S',
    N: 'N',
  };
  const name = (kind: string, id: number) => names.get(`${kindOf[kind]}${id}`) ?? `${kind}?${id}`;
  return {
    kinds: new Set(['REPO', 'SOUR', 'NOTE', 'CITE']),
    name,
    rows: (named: (text: string | null) => string | null) => ({
      repositories: repositories.map((r) => JSON.stringify([r.name, r.address, r.note])).sort(),
      sources: sources
        .map((s) =>
          JSON.stringify([
            s.title,
            s.author,
            s.publication,
            s.abbreviation,
            s.repository_id === null ? null : name('R', s.repository_id),
            s.call_number,
            s.note,
          ]),
        )
        .sort(),
      notes: notes.map((n) => named(n.text)).sort(),
      citations: citations
        .map((c) => JSON.stringify([cited(c), c.event_id !== null, c.date, c.quality, c.note]))
        .sort(),
      noteLinks: links
        .map((l) => JSON.stringify([name('N', l.note_id), who(l.person_id), l.fact]))
        .sort(),
    }),
  };
}

/** The file's records, each as its lines. */
export const recordsOf = (text: string) => text.split(/\n(?=0 )/).map((r) => r.trim().split('\n'));

/** Every xref is defined once, and every pointer names a record of the file. */
export function expectClosed(text: string) {
  const defined = recordsOf(text)
    .map((r) => /^0 @([^@]+)@/.exec(r[0]!)?.[1])
    .filter((x): x is string => x !== undefined);
  expect(defined.filter((x, i) => defined.indexOf(x) !== i)).toEqual([]);
  const pointed = [...text.matchAll(/^\d+ (?!@)\w+ @([^@#][^@]*)@$/gm)].map((m) => m[1]);
  const known = new Set(defined);
  expect(pointed.filter((x) => !known.has(x!))).toEqual([]);
}

/** A new family with `file` imported: its admin's token and its persons' ids by first name. */
export async function familyWithFile(t: TestContext, file: string) {
  const family = await createFamily(t.context);
  const token = await login(t.app, family.admin.email, testPassword);
  const job = await importFile(t, family.familyId, file, token);
  expect(job.status, job.error ?? '').toBe('done');
  const rows = await t.context.db
    .selectFrom('persons')
    .select(['id', 'first_name'])
    .where('family_id', '=', family.familyId)
    .execute();
  const id: Record<string, number> = Object.fromEntries(rows.map((r) => [r.first_name, r.id]));
  return { family, token, id };
}
