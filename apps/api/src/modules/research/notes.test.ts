import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, noteMessages, type Note, type NoteLink } from '@familytree/shared';
import { snapshotTables, type TestContext, createTestContext } from '../../test-support/index.js';
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

/**
 * Issue 30 (decision 0034): notes through the API, inline and shared, with the rights of the
 * tree, the living-person rule, and every change in the history and revertible.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;
let memberToken: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  // The founder died long ago: not living. Anna (A), her child Cleo (AC) and Bert (B) are living.
  await founderDiedLongAgo(t, w);
  memberToken = await newMemberToken(t, w);
}, 60_000);
afterAll(() => closeTestContext(t));

const { base, send, newest, revert, unionOf, addSpouse } = worldRequests(
  () => t,
  () => w,
);
const notesOf = async (personId: number, token?: string) =>
  (await api.get(`${base()}/persons/${personId}/notes`, token)).json<Note[]>();

async function addNote(body: object, token = w.tokens.admin): Promise<Note> {
  const res = await send('POST', `${base()}/notes`, body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Note>();
}

async function share(noteId: number, body: object, token = w.tokens.admin): Promise<NoteLink> {
  const res = await send('POST', `${base()}/notes/${noteId}/links`, body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<NoteLink>();
}

describe('notes', () => {
  it('a family admin writes a note about a fact; its text is sanitized; visitors read it', async () => {
    const note = await addNote({
      text: '<p>Born at <b>home</b><script>alert(1)</script></p>',
      personId: w.ids.r,
      fact: 'birth',
    });
    expect(note).toMatchObject({
      text: '<p>Born at <b>home</b></p>',
      links: [{ personId: w.ids.r, fact: 'birth', personName: 'Root Person' }],
    });
    expect((await notesOf(w.ids.r)).map((n) => n.noteId)).toContain(note.noteId);
    const one = (await api.get(`${base()}/notes/${note.noteId}`)).json<Note>();
    expect(one.text).toBe('<p>Born at <b>home</b></p>');
  });

  it("a living person's notes only to whom sees them; a shared note shows only the links one may see", async () => {
    const note = await addNote({ text: 'Anna’s letters', personId: w.ids.a });
    expect(await notesOf(w.ids.a)).toEqual([]);
    expect(await notesOf(w.ids.a, memberToken)).toEqual([]);
    expect((await notesOf(w.ids.a, w.tokens.admin)).map((n) => n.noteId)).toEqual([note.noteId]);
    expect((await api.get(`${base()}/notes/${note.noteId}`)).statusCode).toBe(404);

    await share(note.noteId, { personId: w.ids.r });
    const shared = (await api.get(`${base()}/notes`)).json<Note[]>();
    const seen = shared.find((n) => n.noteId === note.noteId)!;
    expect(seen.links.map((l) => l.personId)).toEqual([w.ids.r]);
    const adminSees = (
      await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin)
    ).json<Note>();
    expect(adminSees.links.map((l) => l.personId)).toEqual([w.ids.a, w.ids.r]);
    // On Anna's page a visitor still sees nothing, though the note is readable through the founder.
    expect(await notesOf(w.ids.a)).toEqual([]);
  });

  it('refuses visitors, members, other families and the branch admin outside the branch, changing nothing', async () => {
    const note = await addNote({ text: 'Bert’s trade', personId: w.ids.b });
    const before = await snapshotTables(t.context.db);
    for (const [token, status] of [
      ['', 401],
      [memberToken, 403],
      [w.tokens.otherAdmin, 403],
      [w.tokens.branch, 403],
    ] as const) {
      const good = { text: 'x', personId: w.ids.b };
      expect((await send('POST', `${base()}/notes`, good, token)).statusCode).toBe(status);
      // Refused before the body is read: an invalid body gets the same answer.
      expect(
        (await send('POST', `${base()}/notes`, { text: '', personId: w.ids.b }, token)).statusCode,
      ).toBe(status);
      expect(
        (await send('PUT', `${base()}/notes/${note.noteId}`, { text: 7 }, token)).statusCode,
      ).toBe(status);
      expect(
        (await send('DELETE', `${base()}/notes/${note.noteId}`, undefined, token)).statusCode,
      ).toBe(status);
      expect(
        (await send('POST', `${base()}/notes/${note.noteId}/links`, { personId: w.ids.b }, token))
          .statusCode,
      ).toBe(status);
      const linkId = note.links[0]!.linkId;
      expect(
        (await send('DELETE', `${base()}/notes/${note.noteId}/links/${linkId}`, undefined, token))
          .statusCode,
      ).toBe(status);
    }
    for (const [body, field, message] of [
      [{ text: ' ', personId: w.ids.b }, 'text', noteMessages.textRequired],
      [{ text: '<script>x</script>', personId: w.ids.b }, 'text', noteMessages.textRequired],
      [{ text: 'x', personId: w.ids.b, fact: 'burial' }, 'fact', noteMessages.factKind],
      [{ text: 'x', personId: 'one' }, 'personId', undefined],
    ] as const) {
      const res = await send('POST', `${base()}/notes`, body, w.tokens.admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    const foreign = await send(
      'POST',
      `${base()}/notes`,
      { text: 'x', personId: w.ids.x },
      w.tokens.admin,
    );
    expect(foreign.statusCode).toBe(404);
    const onlyLink = await send(
      'DELETE',
      `${base()}/notes/${note.noteId}/links/${note.links[0]!.linkId}`,
      undefined,
      w.tokens.admin,
    );
    expect(onlyLink.statusCode).toBe(409);
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });

  it('a branch admin writes notes of their branch; a note shared outside it only a family admin edits', async () => {
    const note = await addNote({ text: 'Cleo’s school', personId: w.ids.ac }, w.tokens.branch);
    const edited = await send(
      'PUT',
      `${base()}/notes/${note.noteId}`,
      { text: 'Cleo’s schools' },
      w.tokens.branch,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Note>().text).toBe('Cleo’s schools');
    await share(note.noteId, { personId: w.ids.b });
    const before = await snapshotTables(t.context.db);
    const refused = await send(
      'PUT',
      `${base()}/notes/${note.noteId}`,
      { text: 'y' },
      w.tokens.branch,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(noteMessages.onlyFamilyAdminSharedNote);
    expect(
      (await send('DELETE', `${base()}/notes/${note.noteId}`, undefined, w.tokens.branch))
        .statusCode,
    ).toBe(403);
    expect(await snapshotTables(t.context.db)).toEqual(before);
    // The link to Cleo is theirs to take away, and then the note is theirs to edit again.
    const cleo = (await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin))
      .json<Note>()
      .links.find((l) => l.personId === w.ids.ac)!;
    expect(
      (
        await send(
          'DELETE',
          `${base()}/notes/${note.noteId}/links/${cleo.linkId}`,
          undefined,
          w.tokens.branch,
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (await send('PUT', `${base()}/notes/${note.noteId}`, { text: 'y' }, w.tokens.branch))
        .statusCode,
    ).toBe(403);
  });

  it('every write is in the history and reverts', async () => {
    const note = await addNote({ text: 'First', personId: w.ids.r });
    const add = await newest();
    expect(add).toMatchObject({ action: 'note.add', revertible: true, personId: w.ids.r });

    expect(
      (await send('PUT', `${base()}/notes/${note.noteId}`, { text: 'Second' }, w.tokens.admin))
        .statusCode,
    ).toBe(200);
    const edit = await newest();
    expect(edit).toMatchObject({ action: 'note.edit', revertible: true });
    expect((await revert(edit.id)).statusCode).toBe(200);
    expect((await api.get(`${base()}/notes/${note.noteId}`)).json<Note>().text).toBe('First');

    const link = await share(note.noteId, { personId: w.ids.b, fact: 'name' });
    const linked = await newest();
    expect(linked).toMatchObject({ action: 'note.link', revertible: true, personId: w.ids.b });
    expect((await revert(linked.id)).statusCode).toBe(200);
    const afterLinkRevert = (
      await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin)
    ).json<Note>();
    expect(afterLinkRevert.links.map((l) => l.personId)).toEqual([w.ids.r]);

    const again = await share(note.noteId, { personId: w.ids.b });
    expect(
      (
        await send(
          'DELETE',
          `${base()}/notes/${note.noteId}/links/${again.linkId}`,
          undefined,
          w.tokens.admin,
        )
      ).statusCode,
    ).toBe(204);
    const unlinked = await newest();
    expect(unlinked).toMatchObject({ action: 'note.unlink', revertible: true });
    expect((await revert(unlinked.id)).statusCode).toBe(200);
    const relinked = (await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin)).json<Note>();
    expect(relinked.links.map((l) => l.linkId)).toEqual([note.links[0]!.linkId, again.linkId]);
    expect(link.linkId).not.toBe(again.linkId);

    expect(
      (await send('DELETE', `${base()}/notes/${note.noteId}`, undefined, w.tokens.admin))
        .statusCode,
    ).toBe(204);
    expect((await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin)).statusCode).toBe(404);
    const deletion = await newest();
    expect(deletion).toMatchObject({ action: 'note.delete', revertible: true });
    expect((await revert(deletion.id)).statusCode).toBe(200);
    const back = (await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin)).json<Note>();
    expect(back).toEqual(relinked);

    // The addition's revert takes the note away with its links.
    const other = await addNote({ text: 'Gone again', personId: w.ids.r });
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await api.get(`${base()}/notes/${other.noteId}`, w.tokens.admin)).statusCode).toBe(404);
    expect(
      await t.context.db
        .selectFrom('note_links')
        .select('id')
        .where('note_id', '=', other.noteId)
        .execute(),
    ).toEqual([]);
  });

  it('an addition reverts only once the later links of its note are reverted; the only link of a note does not revert', async () => {
    const note = await addNote({ text: 'Shared later', personId: w.ids.r });
    const add = await newest();
    const link = await share(note.noteId, { personId: w.ids.b });
    const linked = await newest();
    const refused = await revert(add.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This change cannot be reverted: a link of the note, changed by .* depends on it\. Revert that first\.$/,
    );
    expect(
      (await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin)).json<Note>().links,
    ).toHaveLength(2);

    // Unlinking the first link leaves the later one the note's only link: it stays.
    expect(
      (
        await send(
          'DELETE',
          `${base()}/notes/${note.noteId}/links/${note.links[0]!.linkId}`,
          undefined,
          w.tokens.admin,
        )
      ).statusCode,
    ).toBe(204);
    const onlyLink = await revert(linked.id);
    expect(onlyLink.statusCode).toBe(409);
    expect(onlyLink.json<{ message: string }>().message).toBe(
      'This change cannot be reverted: it is the only link of its note (delete the note instead). Nothing was changed.',
    );
    const kept = (await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin)).json<Note>();
    expect(kept.links.map((l) => l.linkId)).toEqual([link.linkId]);
  });

  it('a deleted person comes back with their note links', async () => {
    const added = await send(
      'POST',
      apiPaths.saveMember(w.ids.b, w.ids.b),
      { memberType: 'CHILD', firstName: 'Tmp', lastName: 'Person', gender: 'M' },
      w.tokens.admin,
    );
    expect(added.statusCode, added.body).toBe(200);
    const child = added
      .json<{ children: Array<{ personId: number; firstName: string }> }>()
      .children.find((c) => c.firstName === 'Tmp')!.personId;
    const note = await addNote({ text: 'A shared story', personId: w.ids.r });
    const link = await share(note.noteId, { personId: child, fact: 'birth' });
    const deleted = await send(
      'DELETE',
      apiPaths.deleteChild(w.ids.b, child),
      undefined,
      w.tokens.admin,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const without = (await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin)).json<Note>();
    expect(without.links.map((l) => l.personId)).toEqual([w.ids.r]);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    const back = (await api.get(`${base()}/notes/${note.noteId}`, w.tokens.admin)).json<Note>();
    expect(back.links.map((l) => [l.linkId, l.personId, l.fact])).toEqual([
      [note.links[0]!.linkId, w.ids.r, null],
      [link.linkId, child, 'birth'],
    ]);
  });

  it('a deleted person comes back without their link to a note deleted since', async () => {
    const added = await send(
      'POST',
      apiPaths.saveMember(w.ids.b, w.ids.b),
      { memberType: 'CHILD', firstName: 'Tmp2', lastName: 'Person', gender: 'M' },
      w.tokens.admin,
    );
    expect(added.statusCode, added.body).toBe(200);
    const child = added
      .json<{ children: Array<{ personId: number; firstName: string }> }>()
      .children.find((c) => c.firstName === 'Tmp2')!.personId;
    const note = await addNote({ text: 'Soon gone', personId: w.ids.r });
    await share(note.noteId, { personId: child });
    const deleted = await send(
      'DELETE',
      apiPaths.deleteChild(w.ids.b, child),
      undefined,
      w.tokens.admin,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const personDeletion = await newest();
    expect(
      (await send('DELETE', `${base()}/notes/${note.noteId}`, undefined, w.tokens.admin))
        .statusCode,
    ).toBe(204);
    const back = await revert(personDeletion.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(await notesOf(child, w.tokens.admin)).toEqual([]);
  });
});

describe("a couple's notes", () => {
  let annaSam: number;
  let rootRose: number;
  const ofCouple = async (unionId: number, token?: string) =>
    (await api.get(`${base()}/unions/${unionId}/notes`, token)).json<Note[]>();

  beforeAll(async () => {
    annaSam = await unionOf(w.ids.a, w.ids.as);
    const rose = await addSpouse(w.ids.r, 'Rose', 'F');
    await t.context.db
      .updateTable('persons')
      .set({ date_of_death: '1930-01-01', living: 0 })
      .where('id', '=', rose)
      .execute();
    rootRose = await unionOf(w.ids.r, rose);
  });

  it('a branch admin notes a couple of their branch; the living rule weighs both partners', async () => {
    const note = await addNote(
      { text: '<p>Married at St Mary’s.</p>', unionId: annaSam, fact: 'marriage' },
      w.tokens.branch,
    );
    expect(note.links).toEqual([
      expect.objectContaining({ unionId: annaSam, personId: null, fact: 'marriage' }),
    ]);
    expect(note.links[0]!.personName).toMatch(/Anna Person & Sam Person|Sam Person & Anna Person/);
    expect([w.ids.a, w.ids.as]).toContain((await newest()).personId);
    const old = await addNote({ text: '<p>Wed in 1875.</p>', unionId: rootRose });
    expect(await ofCouple(annaSam)).toEqual([]);
    expect((await ofCouple(annaSam, w.tokens.admin)).map((n) => n.noteId)).toEqual([note.noteId]);
    expect((await ofCouple(rootRose)).map((n) => n.noteId)).toEqual([old.noteId]);
    // A person's note shared with the couple shows under the couple.
    const personal = await addNote({ text: '<p>Anna’s diary.</p>', personId: w.ids.a });
    await share(personal.noteId, { unionId: annaSam }, w.tokens.branch);
    expect((await ofCouple(annaSam, w.tokens.admin)).map((n) => n.noteId)).toEqual([
      note.noteId,
      personal.noteId,
    ]);
  });

  it('refuses visitors, other families, branch admins outside their branch and two subjects', async () => {
    const before = await snapshotTables(t.context.db);
    const post = (body: object, token: string) => send('POST', `${base()}/notes`, body, token);
    const good = { text: '<p>x</p>', unionId: annaSam };
    expect((await post(good, '')).statusCode).toBe(401);
    expect((await post(good, w.tokens.otherAdmin)).statusCode).toBe(403);
    expect((await post(good, memberToken)).statusCode).toBe(403);
    expect((await post({ ...good, unionId: rootRose }, w.tokens.branch)).statusCode).toBe(403);
    const both = await post({ ...good, personId: w.ids.a }, w.tokens.admin);
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toHaveProperty('unionId');
    expect((await post({ ...good, unionId: 999_999 }, w.tokens.admin)).statusCode).toBe(404);
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });

  it('a note is shared from a person to a couple and from a couple to a person; each share reverts', async () => {
    const ids = (notes: Note[]) => notes.map((n) => n.noteId);
    const letters = await addNote({ text: '<p>Sam’s letters home.</p>', personId: w.ids.as });
    const toCouple = await share(
      letters.noteId,
      { unionId: annaSam, fact: 'marriage' },
      w.tokens.branch,
    );
    expect(toCouple).toMatchObject({ unionId: annaSam, personId: null, fact: 'marriage' });
    expect(ids(await ofCouple(annaSam, w.tokens.admin))).toContain(letters.noteId);
    const sharedToCouple = await newest();
    expect(sharedToCouple).toMatchObject({ action: 'note.link', revertible: true });
    expect((await revert(sharedToCouple.id)).statusCode).toBe(200);
    expect(ids(await ofCouple(annaSam, w.tokens.admin))).not.toContain(letters.noteId);
    expect(ids(await notesOf(w.ids.as, w.tokens.admin))).toContain(letters.noteId);

    const wedding = await addNote({ text: '<p>Their wedding.</p>', unionId: rootRose });
    const toPerson = await share(wedding.noteId, { personId: w.ids.r, fact: null });
    expect(toPerson).toMatchObject({ personId: w.ids.r, unionId: null });
    const onProfile = (await notesOf(w.ids.r)).find((n) => n.noteId === wedding.noteId);
    expect(onProfile?.links.map((l) => [l.personId, l.unionId])).toEqual([
      [null, rootRose],
      [w.ids.r, null],
    ]);
    const sharedToPerson = await newest();
    expect(sharedToPerson).toMatchObject({ action: 'note.link', personId: w.ids.r });
    expect((await revert(sharedToPerson.id)).statusCode).toBe(200);
    expect(ids(await notesOf(w.ids.r))).not.toContain(wedding.noteId);
    expect(ids(await ofCouple(rootRose))).toContain(wedding.noteId);
  });

  it('refuses sharing between persons and couples to visitors, other families and branch admins outside their branch', async () => {
    const annas = await addNote({ text: '<p>Anna’s recipe book.</p>', personId: w.ids.a });
    const roses = await addNote({ text: '<p>Rose’s wedding dress.</p>', unionId: rootRose });
    await share(annas.noteId, { unionId: annaSam });
    const before = await snapshotTables(t.context.db);
    const link = (noteId: number, body: object, token: string) =>
      send('POST', `${base()}/notes/${noteId}/links`, body, token);
    for (const [token, status] of [
      ['', 401],
      [memberToken, 403],
      [w.tokens.otherAdmin, 403],
    ] as const) {
      expect((await link(annas.noteId, { unionId: annaSam }, token)).statusCode).toBe(status);
      expect((await link(roses.noteId, { personId: w.ids.a }, token)).statusCode).toBe(status);
    }
    // The branch admin of Anna shares nothing with a couple or a person outside her branch.
    const outside = await link(annas.noteId, { unionId: rootRose }, w.tokens.branch);
    expect(outside.statusCode).toBe(403);
    expect((await link(roses.noteId, { personId: w.ids.b }, w.tokens.branch)).statusCode).toBe(403);
    for (const [body, field] of [
      [{ unionId: rootRose, personId: w.ids.a }, 'unionId'],
      [{ unionId: rootRose, fact: 'birth' }, 'fact'],
    ] as const) {
      const res = await link(annas.noteId, body, w.tokens.admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const unknown = await link(annas.noteId, { unionId: 999_999 }, w.tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(noteMessages.unionNotFound);
    const twice = await link(annas.noteId, { unionId: annaSam }, w.tokens.admin);
    expect(twice.statusCode).toBe(409);
    expect(await snapshotTables(t.context.db)).toEqual(before);
  });

  it("a couple's note is deleted and reverted, and the revert reverted", async () => {
    const note = await addNote({ text: '<p>Their house in Kottayam.</p>', unionId: annaSam });
    const res = await send('DELETE', `${base()}/notes/${note.noteId}`, undefined, w.tokens.branch);
    expect(res.statusCode, res.body).toBe(204);
    const deletion = await newest();
    expect(deletion).toMatchObject({ action: 'note.delete', revertible: true });
    expect((await revert(deletion.id)).statusCode).toBe(200);
    const ids = async () => (await ofCouple(annaSam, w.tokens.admin)).map((n) => n.noteId);
    expect(await ids()).toContain(note.noteId);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await ids()).not.toContain(note.noteId);
  });
});
