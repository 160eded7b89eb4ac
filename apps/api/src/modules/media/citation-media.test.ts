import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  mediaMessages,
  type Citation,
  type MediaItem,
  type MediaLink,
  type Source,
} from '@familytree/shared';
import { createTestContext, snapshotTables, type TestContext } from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';
import {
  founderDiedLongAgo,
  memberToken as newMemberToken,
  worldRequests,
} from '../profiles/world-requests.test-helpers.js';
import { pdf, uploadTo } from './media-upload.test-helpers.js';

/**
 * Issue 30 (decision 0039): media on citations, the scan of the page a citation points at. Linked
 * and unlinked by whom may write the citation, seen by whom sees it, shown with every citation the
 * API returns, in the history and revertible, and brought back with a deleted citation, person or
 * couple.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let memberToken: string;
let source: Source;
/** Citations of the founder (dead), Anna (living, the branch's), Bert (outside the branch). */
let ofRoot: Citation;
let ofAnna: Citation;
let ofBert: Citation;
/** A citation of Anna and Sam's marriage (both of the branch, both living). */
let ofAnnaSam: Citation;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  await founderDiedLongAgo(t, w);
  memberToken = await newMemberToken(t, w);
  source = (await created(`${base()}/sources`, { title: 'Parish register' })).json<Source>();
  ofRoot = await cite({ personId: w.ids.r, fact: 'birth', page: 'Folio 3' });
  ofAnna = await cite({ personId: w.ids.a });
  ofBert = await cite({ personId: w.ids.b });
  ofAnnaSam = await cite({ unionId: await unionOf(w.ids.a, w.ids.as), fact: 'marriage' });
}, 60_000);
afterAll(() => closeTestContext(t));

const { familyId, base, send, newest, revert, unionOf, addSpouse } = worldRequests(
  () => t,
  () => w,
);

async function created(url: string, body: object) {
  const res = await send('POST', url, body, w.tokens.admin);
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

const cite = async (subject: object) =>
  (
    await created(`${base()}/citations`, { sourceId: source.sourceId, ...subject })
  ).json<Citation>();

/** A media record the family admin uploads, linked to `fields`' subject if it names one. */
async function added(fields: Record<string, string>, title = 'Page scan') {
  const res = await uploadTo(
    t,
    base(),
    { title, ...fields },
    { name: 'p.pdf', data: pdf },
    w.tokens.admin,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<MediaItem>();
}

const linkTo = (mediaId: number, body: object, token: string = w.tokens.admin) =>
  send('POST', `${base()}/media-records/${mediaId}/links`, body, token);

const citationsOf = async (personId: number, token?: string) =>
  (await api.get(`${base()}/persons/${personId}/citations`, token)).json<Citation[]>();

const mediaIdsOn = (citations: Citation[], citationId: number) =>
  citations.find((c) => c.citationId === citationId)?.media?.map((m) => m.mediaId);

describe('media on citations', () => {
  it('a family admin links a record to a citation; every list of citations carries it', async () => {
    const scan = await added({}, 'Folio 3 scan');
    const res = await linkTo(scan.mediaId!, { citationId: ofRoot.citationId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<MediaLink>()).toMatchObject({ citationId: ofRoot.citationId, personId: null });
    const uploaded = await added({ citationId: `${ofRoot.citationId}` }, 'Folio 3 back');
    expect(uploaded.links).toMatchObject([{ citationId: ofRoot.citationId }]);

    // The person's citations, as a visitor reads them (the founder is not living).
    const cited = (await citationsOf(w.ids.r)).find((c) => c.citationId === ofRoot.citationId)!;
    expect(cited.media).toEqual([
      {
        mediaId: scan.mediaId,
        linkId: res.json<MediaLink>().linkId,
        kind: 'document',
        title: 'Folio 3 scan',
        date: null,
        url: scan.url,
        image: null,
      },
      expect.objectContaining({ mediaId: uploaded.mediaId, kind: 'document' }),
    ]);
    // The source page's list, and a citation's own answer when it is edited.
    const page = (await api.get(`${base()}/sources/${source.sourceId}`)).json<Source>();
    expect(mediaIdsOn(page.citations, ofRoot.citationId)).toEqual([scan.mediaId, uploaded.mediaId]);
    const edited = await send(
      'PUT',
      `${base()}/citations/${ofRoot.citationId}`,
      { sourceId: source.sourceId, personId: w.ids.r, fact: 'birth', page: 'Folio 3r' },
      w.tokens.admin,
    );
    expect(edited.json<Citation>().media?.map((m) => m.mediaId)).toEqual([
      scan.mediaId,
      uploaded.mediaId,
    ]);
    // A citation without media carries an empty list; the file opens for a visitor.
    expect(mediaIdsOn(await citationsOf(w.ids.b, w.tokens.admin), ofBert.citationId)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: scan.url })).statusCode).toBe(200);
  });

  it("a couple's citation carries its media in the couple's list", async () => {
    const union = await unionOf(w.ids.a, w.ids.as);
    const scan = await added({ citationId: `${ofAnnaSam.citationId}` }, 'Banns');
    const list = (await api.get(`${base()}/unions/${union}/citations`, w.tokens.admin)).json<
      Citation[]
    >();
    expect(mediaIdsOn(list, ofAnnaSam.citationId)).toEqual([scan.mediaId]);
  });

  it("a citation's media are seen by whom sees the citation", async () => {
    const annas = await added({ citationId: `${ofAnna.citationId}` }, 'Anna letter');
    const couples = await added({ citationId: `${ofAnnaSam.citationId}` }, 'Wedding banns');
    for (const token of [undefined, memberToken]) {
      expect(await citationsOf(w.ids.a, token)).toEqual([]);
      for (const item of [annas, couples]) {
        const read = await api.get(`${base()}/media-records/${item.mediaId}`, token);
        expect(read.statusCode).toBe(404);
        const file = await t.app.inject({
          method: 'GET',
          url: item.url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        expect(file.statusCode).toBe(404);
      }
    }
    expect(mediaIdsOn(await citationsOf(w.ids.a, w.tokens.admin), ofAnna.citationId)).toContain(
      annas.mediaId,
    );
    const read = await api.get(`${base()}/media-records/${couples.mediaId}`, w.tokens.branch);
    expect(read.json<MediaItem>().links).toMatchObject([{ citationId: ofAnnaSam.citationId }]);
  });

  it('a branch admin links and unlinks media of the citations of their branch', async () => {
    const branch = w.tokens.branch;
    const res = await uploadTo(
      t,
      base(),
      { citationId: `${ofAnna.citationId}` },
      { name: 'a.pdf', data: pdf },
      branch,
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<MediaItem>();
    const onCouple = await linkTo(item.mediaId!, { citationId: ofAnnaSam.citationId }, branch);
    expect(onCouple.statusCode, onCouple.body).toBe(201);
    // All its links are the branch's: the branch admin edits the record too.
    const url = `${base()}/media-records/${item.mediaId}`;
    expect((await send('PUT', url, { title: 'Letters' }, branch)).statusCode).toBe(200);
    const linkId = onCouple.json<MediaLink>().linkId;
    expect((await send('DELETE', `${url}/links/${linkId}`, undefined, branch)).statusCode).toBe(
      204,
    );
    expect(await newest()).toMatchObject({ action: 'media.unlink', personId: w.ids.a });
  });

  it('refuses visitors, members, other families, the branch admin outside the branch and unknown citations, changing nothing', async () => {
    const bertsScan = await added({ citationId: `${ofBert.citationId}` }, 'Bert scan');
    const rootScan = await added({}, 'Loose scan');
    const other = await send(
      'POST',
      `/api/family/${w.other.familyId}/sources`,
      { title: 'Theirs' },
      w.tokens.otherAdmin,
    );
    const theirCitation = await send(
      'POST',
      `/api/family/${w.other.familyId}/citations`,
      { sourceId: other.json<Source>().sourceId, personId: w.ids.x },
      w.tokens.otherAdmin,
    );
    expect(theirCitation.statusCode, theirCitation.body).toBe(201);
    const before = await snapshotTables(t.context.db);
    const bertsLink = bertsScan.links[0]!.linkId;
    const unlink = (token: string) =>
      send(
        'DELETE',
        `${base()}/media-records/${bertsScan.mediaId}/links/${bertsLink}`,
        undefined,
        token,
      );
    const file = { name: 'x.pdf', data: pdf };
    for (const [token, status] of [
      ['', 401],
      [memberToken, 403],
      [w.tokens.otherAdmin, 403],
      [w.tokens.branch, 403],
    ] as const) {
      const body = { citationId: ofBert.citationId };
      expect((await linkTo(rootScan.mediaId!, body, token)).statusCode).toBe(status);
      const upload = await uploadTo(t, base(), { citationId: `${ofBert.citationId}` }, file, token);
      expect(upload.statusCode).toBe(status);
      expect((await unlink(token)).statusCode).toBe(status);
    }
    const outside = await linkTo(
      rootScan.mediaId!,
      { citationId: ofBert.citationId },
      w.tokens.branch,
    );
    expect(outside.json().message).toBe(mediaMessages.onlyEditorsCitation);
    // Unknown here, or another family's: a 404 naming the field, for the link and the upload.
    for (const citationId of [999_999, theirCitation.json<Citation>().citationId]) {
      const res = await linkTo(rootScan.mediaId!, { citationId });
      expect(res.statusCode).toBe(404);
      expect(res.json().fields).toEqual({ citationId: mediaMessages.citationNotFound });
      const upload = await uploadTo(
        t,
        base(),
        { citationId: `${citationId}` },
        file,
        w.tokens.admin,
      );
      expect(upload.statusCode).toBe(404);
      expect(upload.json().fields).toEqual({ citationId: mediaMessages.citationNotFound });
    }
    for (const [body, field] of [
      [{ citationId: ofRoot.citationId, personId: w.ids.r }, 'personId'],
      [{ citationId: 'one' }, 'citationId'],
    ] as const) {
      const res = await linkTo(rootScan.mediaId!, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const bad = await uploadTo(t, base(), { citationId: 'x' }, file, w.tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['citationId']);
    const twice = await linkTo(bertsScan.mediaId!, { citationId: ofBert.citationId });
    expect(twice.statusCode).toBe(409);
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });

  it('link and unlink are in the citation person’s history and revert', async () => {
    const scan = await added({}, 'Revertible');
    const linked = await linkTo(scan.mediaId!, { citationId: ofBert.citationId });
    const link = await newest();
    expect(link).toMatchObject({ action: 'media.link', personId: w.ids.b, revertible: true });
    expect((await revert(link.id)).statusCode).toBe(200);
    const admin = w.tokens.admin;
    expect(mediaIdsOn(await citationsOf(w.ids.b, admin), ofBert.citationId)).not.toContain(
      scan.mediaId,
    );
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(mediaIdsOn(await citationsOf(w.ids.b, admin), ofBert.citationId)).toContain(
      scan.mediaId,
    );
    const url = `${base()}/media-records/${scan.mediaId}`;
    const linkId = (await api.get(url, admin)).json<MediaItem>().links[0]!.linkId;
    expect(linkId).toBe(linked.json<MediaLink>().linkId);
    expect((await send('DELETE', `${url}/links/${linkId}`, undefined, admin)).statusCode).toBe(204);
    expect(await newest()).toMatchObject({ action: 'media.unlink', personId: w.ids.b });
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(mediaIdsOn(await citationsOf(w.ids.b, admin), ofBert.citationId)).toContain(
      scan.mediaId,
    );
    // The record's deletion takes the link; its revert brings the link back.
    expect((await send('DELETE', url, undefined, admin)).statusCode).toBe(204);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await api.get(url, admin)).json<MediaItem>().links).toMatchObject([
      { citationId: ofBert.citationId },
    ]);
  });

  it("a citation's deletion takes its links, and its revert brings them back", async () => {
    const citation = await cite({ personId: w.ids.r, fact: 'death' });
    const scan = await added({ citationId: `${citation.citationId}` }, 'Burial entry');
    // An unlink made before the citation's deletion.
    const other = await added({ citationId: `${citation.citationId}` }, 'Grave photo');
    const otherUrl = `${base()}/media-records/${other.mediaId}/links/${other.links[0]!.linkId}`;
    expect((await send('DELETE', otherUrl, undefined, w.tokens.admin)).statusCode).toBe(204);
    const unlinked = await newest();
    const url = `${base()}/citations/${citation.citationId}`;
    expect((await send('DELETE', url, undefined, w.tokens.admin)).statusCode).toBe(204);
    const links = t.context.db.selectFrom('media_links').select('id');
    expect(await links.where('media_id', '=', scan.mediaId!).execute()).toEqual([]);
    const deletion = await newest();
    expect(deletion).toMatchObject({ action: 'citation.delete', revertible: true });
    // While the citation is deleted, the earlier unlink cannot be undone: nothing to link to.
    expect((await revert(unlinked.id)).statusCode).toBe(409);
    expect((await revert(deletion.id)).statusCode).toBe(200);
    expect(mediaIdsOn(await citationsOf(w.ids.r), citation.citationId)).toEqual([scan.mediaId]);
    expect((await revert(unlinked.id)).statusCode).toBe(200);
    expect(mediaIdsOn(await citationsOf(w.ids.r), citation.citationId)).toEqual([
      scan.mediaId,
      other.mediaId,
    ]);
    // Its addition is not reverted while a later link of it is in effect.
    const addition = await t.context.db
      .selectFrom('change_history')
      .select('id')
      .where('action', '=', 'citation.add')
      .where('entity_id', '=', citation.citationId)
      .executeTakeFirstOrThrow();
    expect((await revert(addition.id)).statusCode).toBe(409);
  });

  it("a source's deletion takes its citations' links, and its revert brings them back", async () => {
    const census = (await created(`${base()}/sources`, { title: 'Census' })).json<Source>();
    const entry = (
      await created(`${base()}/citations`, { sourceId: census.sourceId, personId: w.ids.r })
    ).json<Citation>();
    const scan = await added({ citationId: `${entry.citationId}` }, 'Census sheet');
    const gone = await added({ citationId: `${entry.citationId}` }, 'Deleted since');
    const url = `${base()}/sources/${census.sourceId}`;
    expect((await send('DELETE', url, undefined, w.tokens.admin)).statusCode).toBe(204);
    const deletion = await newest();
    // A record deleted since the source does not come back linked.
    const media = `${base()}/media-records/${gone.mediaId}`;
    expect((await send('DELETE', media, undefined, w.tokens.admin)).statusCode).toBe(204);
    expect((await revert(deletion.id)).statusCode).toBe(200);
    const page = (await api.get(url)).json<Source>();
    expect(mediaIdsOn(page.citations, entry.citationId)).toEqual([scan.mediaId]);
  });

  it("a deleted person's and a removed couple's citations come back with their media", async () => {
    const admin = w.tokens.admin;
    const child = await addChild(w.ids.b, 'Tim');
    const spouse = await addSpouse(child, 'Tess', 'F');
    const single = await addChild(w.ids.b, 'Ted');
    await markDead([child, spouse, single]);
    const union = await unionOf(child, spouse);
    const couple = await cite({ unionId: union, fact: 'marriage' });
    const coupleScan = await added({ citationId: `${couple.citationId}` }, 'Marriage entry');
    const ofUnion = async () =>
      (await api.get(`${base()}/unions/${union}/citations`, admin)).json<Citation[]>();
    const deleted = async (url: string) => {
      const res = await send('DELETE', url, undefined, admin);
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect((await revert((await newest()).id)).statusCode).toBe(200);
    };

    // Tess deleted with her couple (a person's snapshot): the couple's citation and its scan.
    await deleted(apiPaths.deleteSpouse(child, spouse));
    expect(mediaIdsOn(await ofUnion(), couple.citationId)).toEqual([coupleScan.mediaId]);

    // The couple alone, Tess staying with another husband (a union's snapshot).
    await addSpouse(spouse, 'Ulf', 'M');
    await deleted(apiPaths.deleteSpouse(child, spouse));
    expect(mediaIdsOn(await ofUnion(), couple.citationId)).toEqual([coupleScan.mediaId]);

    // A person's own citation.
    const personal = await cite({ personId: single });
    const personScan = await added({ citationId: `${personal.citationId}` }, 'Baptism');
    await deleted(apiPaths.deleteChild(w.ids.b, single));
    expect(mediaIdsOn(await citationsOf(single, admin), personal.citationId)).toEqual([
      personScan.mediaId,
    ]);
  });
});

async function addChild(parent: number, firstName: string): Promise<number> {
  const res = await send(
    'POST',
    apiPaths.saveMember(parent, parent),
    { memberType: 'CHILD', firstName, lastName: 'Person', gender: 'M' },
    w.tokens.admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ children: Array<{ personId: number; firstName: string }> }>()
    .children.find((c) => c.firstName === firstName)!.personId;
}

/** Died long ago: their citations are no living person's. */
async function markDead(ids: number[]) {
  await t.context.db
    .updateTable('persons')
    .set({ date_of_death: '1950-01-01', living: 0 })
    .where('id', 'in', ids)
    .where('family_id', '=', familyId())
    .execute();
}
