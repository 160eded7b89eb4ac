import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  mediaLimits,
  mediaMessages,
  type ChangePage,
  type MediaItem,
  type MediaLink,
} from '@familytree/shared';
import { snapshotTables } from '../../test-support/index.js';
import { pdf } from './media-upload.test-helpers.js';
import { mediaWorld } from './media-records.test-helpers.js';

/**
 * Issue 30 (decision 0039): an existing media record linked to one more person or couple and
 * unlinked again, with the rights of the tree, the living-person rule, and every change revertible.
 */

const { n, familyId, base, send, newest, revert, unionOf, addSpouse, added, mediaOf } =
  mediaWorld();

describe('linking existing media (issue 30)', () => {
  let annaSam: number;
  let rootRose: number;
  const stamp = Date.now().toString(36);
  const listed = async (q: string, token?: string) => {
    const res = await n.api.get(`${base()}/media-records?q=${encodeURIComponent(q)}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MediaItem[]>().map((m) => m.mediaId);
  };
  const ofCouple = async (unionId: number, token = n.w.tokens.admin) =>
    (await n.api.get(`${base()}/unions/${unionId}/media`, token))
      .json<MediaItem[]>()
      .map((m) => m.mediaId);
  const linkTo = (mediaId: number, body: object, token = n.w.tokens.admin) =>
    send('POST', `${base()}/media-records/${mediaId}/links`, body, token);

  beforeAll(async () => {
    annaSam = await unionOf(n.w.ids.a, n.w.ids.as);
    const rose = await addSpouse(n.w.ids.r, 'Rose', 'F');
    rootRose = await unionOf(n.w.ids.r, rose);
  });

  it("lists the family's records newest first, searched by title in any case, under the living rule", async () => {
    const old = await added(
      { personId: `${n.w.ids.r}`, title: `Harvest ${stamp} 1905` },
      { name: 'h.pdf', data: pdf },
    );
    const living = await added(
      { personId: `${n.w.ids.b}`, title: `harvest ${stamp} 2001` },
      { name: 'h2.pdf', data: pdf },
    );
    expect(await listed(`HARVEST ${stamp}`, n.w.tokens.admin)).toEqual([
      living.mediaId,
      old.mediaId,
    ]);
    expect(await listed(`harvest ${stamp}`)).toEqual([old.mediaId]);
    expect(await listed(`${stamp} 19`, n.w.tokens.admin)).toEqual([old.mediaId]);
    // LIKE's wildcards are plain characters.
    expect(await listed(`%${stamp}`, n.w.tokens.admin)).toEqual([]);
    expect((await listed('', n.w.tokens.admin)).slice(0, 2)).toEqual([living.mediaId, old.mediaId]);
  });

  it("gives a visitor up to the list's size of records they may see, past newer ones of the living", async () => {
    const crowd = `Crowd ${stamp}`;
    const seen = await added(
      { personId: `${n.w.ids.r}`, title: `${crowd} 1900` },
      { name: 'c.pdf', data: pdf },
    );
    // More records of a living person than the list holds, all newer than the one a visitor may see.
    const now = new Date().toISOString();
    const { db } = n.t.context;
    for (let i = 0; i < mediaLimits.listMax + 5; i++) {
      const media = await db
        .insertInto('media')
        .values({
          family_id: familyId(),
          file_name: '',
          content_type: 'application/pdf',
          kind: 'document',
          title: `${crowd} living ${i}`,
          reference: 'living.pdf',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('media_links')
        .values({ family_id: familyId(), media_id: media.id, person_id: n.w.ids.b, position: 0 })
        .execute();
    }
    expect(await listed(crowd)).toEqual([seen.mediaId]);
    const forAdmin = await listed(crowd, n.w.tokens.admin);
    expect(forAdmin).toHaveLength(mediaLimits.listMax);
    expect(forAdmin).not.toContain(seen.mediaId);
  });

  it('links a record to one more person and a couple, and unlinks it without deleting it; each reverts', async () => {
    const scan = await added(
      { personId: `${n.w.ids.a}`, title: `Wedding ${stamp}` },
      { name: 'w.png', data: n.png },
    );
    const toSam = await linkTo(scan.mediaId!, { personId: n.w.ids.as }, n.w.tokens.branch);
    expect(toSam.statusCode, toSam.body).toBe(201);
    expect((await mediaOf(n.w.ids.as, n.w.tokens.admin)).map((m) => m.mediaId)).toContain(
      scan.mediaId,
    );
    // Media of a couple is the family admins' (a branch admin is refused below).
    const toCouple = await linkTo(scan.mediaId!, { unionId: annaSam });
    expect(toCouple.statusCode, toCouple.body).toBe(201);
    const coupleLink = toCouple.json<MediaLink>();
    expect(coupleLink).toMatchObject({ unionId: annaSam, personId: null });
    expect(await ofCouple(annaSam)).toContain(scan.mediaId);
    const linked = await newest();
    expect(linked).toMatchObject({ action: 'media.link', revertible: true });

    const url = `${base()}/media-records/${scan.mediaId}`;
    const unlinked = await send(
      'DELETE',
      `${url}/links/${coupleLink.linkId}`,
      undefined,
      n.w.tokens.admin,
    );
    expect(unlinked.statusCode, unlinked.body).toBe(204);
    expect(await ofCouple(annaSam)).not.toContain(scan.mediaId);
    // Unlinked, not deleted: the record and its other links stay.
    const kept = (await n.api.get(url, n.w.tokens.admin)).json<MediaItem>();
    expect(kept.links.map((l) => l.personId)).toEqual([n.w.ids.a, n.w.ids.as]);
    const unlinking = await newest();
    expect(unlinking).toMatchObject({ action: 'media.unlink', revertible: true });
    expect((await revert(unlinking.id)).statusCode).toBe(200);
    expect(await ofCouple(annaSam)).toContain(scan.mediaId);
    // The revert reverted: unlinked again.
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await ofCouple(annaSam)).not.toContain(scan.mediaId);
    // The link to Sam reverted: Sam's media no longer show it.
    const samLink = kept.links.find((l) => l.personId === n.w.ids.as)!;
    const history = await n.api.get(
      `${apiPaths.familyHistory(familyId())}?pageSize=20`,
      n.w.tokens.admin,
    );
    const samChange = history
      .json<ChangePage>()
      .items.find((c) => c.action === 'media.link' && c.personId === n.w.ids.as)!;
    expect(samChange).toBeDefined();
    expect(samLink).toBeDefined();
    expect((await revert(samChange.id)).statusCode).toBe(200);
    expect((await mediaOf(n.w.ids.as, n.w.tokens.admin)).map((m) => m.mediaId)).not.toContain(
      scan.mediaId,
    );
    expect((await n.api.get(url, n.w.tokens.admin)).statusCode).toBe(200);
  });

  it('refuses visitors, members, other families and branch admins outside their branch, changing nothing', async () => {
    const roots = await added(
      { personId: `${n.w.ids.r}`, title: `Deeds ${stamp}` },
      { name: 'd.pdf', data: pdf },
    );
    const bertsRecord = await added(
      { personId: `${n.w.ids.b}`, title: `Bert ${stamp}` },
      { name: 'b.pdf', data: pdf },
    );
    const onCouple = await linkTo(roots.mediaId!, { unionId: rootRose });
    expect(onCouple.statusCode).toBe(201);
    const linkId = onCouple.json<MediaLink>().linkId;
    const before = await snapshotTables(n.t.context.db);
    for (const [token, status] of [
      ['', 401],
      [n.memberToken, 403],
      [n.w.tokens.otherAdmin, 403],
    ] as const) {
      expect((await linkTo(roots.mediaId!, { unionId: annaSam }, token)).statusCode).toBe(status);
      expect((await linkTo(roots.mediaId!, { personId: n.w.ids.a }, token)).statusCode).toBe(
        status,
      );
      const unlink = `${base()}/media-records/${roots.mediaId}/links/${linkId}`;
      expect((await send('DELETE', unlink, undefined, token)).statusCode).toBe(status);
    }
    const branch = n.w.tokens.branch;
    expect((await linkTo(roots.mediaId!, { unionId: rootRose }, branch)).statusCode).toBe(403);
    const annas = await linkTo(bertsRecord.mediaId!, { unionId: annaSam }, branch);
    expect(annas.statusCode).toBe(403);
    expect(annas.json().message).toBe(mediaMessages.onlyFamilyAdminShared);
    expect((await linkTo(roots.mediaId!, { personId: n.w.ids.b }, branch)).statusCode).toBe(403);
    expect(
      (
        await send(
          'DELETE',
          `${base()}/media-records/${roots.mediaId}/links/${linkId}`,
          undefined,
          branch,
        )
      ).statusCode,
    ).toBe(403);
    // Another family's admin may not list this family's records as an editor would.
    expect(await listed(`Bert ${stamp}`, n.w.tokens.otherAdmin)).toEqual([]);
    for (const [body, field] of [
      [{ personId: n.w.ids.a, unionId: annaSam }, 'personId'],
      [{}, 'personId'],
      [{ unionId: 'one' }, 'unionId'],
    ] as const) {
      const res = await linkTo(roots.mediaId!, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const unknown = await linkTo(roots.mediaId!, { unionId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(mediaMessages.subjectNotFound);
    const twice = await linkTo(roots.mediaId!, { unionId: rootRose });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(mediaMessages.alreadyLinked);
    expect((await linkTo(999_999, { personId: n.w.ids.a })).statusCode).toBe(404);
    expect(await snapshotTables(n.t.context.db)).toEqual(before);
  });
});
