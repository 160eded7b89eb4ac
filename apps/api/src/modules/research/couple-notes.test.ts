import { beforeAll, describe, expect, it } from 'vitest';
import { noteMessages, type Note } from '@familytree/shared';
import { snapshotTables } from '../../test-support/index.js';
import { notesWorld } from './notes.test-helpers.js';

/**
 * Issue 30 (decision 0034): a couple's notes, shared between persons and couples, with the rights
 * of the tree and the living-person rule weighing both partners.
 */

const { n, base, send, newest, revert, unionOf, addSpouse, notesOf, addNote, share } = notesWorld();

describe("a couple's notes", () => {
  let annaSam: number;
  let rootRose: number;
  const ofCouple = async (unionId: number, token?: string) =>
    (await n.api.get(`${base()}/unions/${unionId}/notes`, token)).json<Note[]>();

  beforeAll(async () => {
    annaSam = await unionOf(n.w.ids.a, n.w.ids.as);
    const rose = await addSpouse(n.w.ids.r, 'Rose', 'F');
    await n.t.context.db
      .updateTable('persons')
      .set({ date_of_death: '1930-01-01', living: 0 })
      .where('id', '=', rose)
      .execute();
    rootRose = await unionOf(n.w.ids.r, rose);
  });

  it('a branch admin notes a couple of their branch; the living rule weighs both partners', async () => {
    const note = await addNote(
      { text: '<p>Married at St Mary’s.</p>', unionId: annaSam, fact: 'marriage' },
      n.w.tokens.branch,
    );
    expect(note.links).toEqual([
      expect.objectContaining({ unionId: annaSam, personId: null, fact: 'marriage' }),
    ]);
    expect(note.links[0]!.personName).toMatch(/Anna Person & Sam Person|Sam Person & Anna Person/);
    expect([n.w.ids.a, n.w.ids.as]).toContain((await newest()).personId);
    const old = await addNote({ text: '<p>Wed in 1875.</p>', unionId: rootRose });
    expect(await ofCouple(annaSam)).toEqual([]);
    expect((await ofCouple(annaSam, n.w.tokens.admin)).map((n) => n.noteId)).toEqual([note.noteId]);
    expect((await ofCouple(rootRose)).map((n) => n.noteId)).toEqual([old.noteId]);
    // A person's note shared with the couple shows under the couple.
    const personal = await addNote({ text: '<p>Anna’s diary.</p>', personId: n.w.ids.a });
    await share(personal.noteId, { unionId: annaSam }, n.w.tokens.branch);
    expect((await ofCouple(annaSam, n.w.tokens.admin)).map((n) => n.noteId)).toEqual([
      note.noteId,
      personal.noteId,
    ]);
  });

  it('refuses visitors, other families, branch admins outside their branch and two subjects', async () => {
    const before = await snapshotTables(n.t.context.db);
    const post = (body: object, token: string) => send('POST', `${base()}/notes`, body, token);
    const good = { text: '<p>x</p>', unionId: annaSam };
    expect((await post(good, '')).statusCode).toBe(401);
    expect((await post(good, n.w.tokens.otherAdmin)).statusCode).toBe(403);
    expect((await post(good, n.memberToken)).statusCode).toBe(403);
    expect((await post({ ...good, unionId: rootRose }, n.w.tokens.branch)).statusCode).toBe(403);
    const both = await post({ ...good, personId: n.w.ids.a }, n.w.tokens.admin);
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toHaveProperty('unionId');
    expect((await post({ ...good, unionId: 999_999 }, n.w.tokens.admin)).statusCode).toBe(404);
    expect(await snapshotTables(n.t.context.db)).toEqual(before);
  });

  it('a note is shared from a person to a couple and from a couple to a person; each share reverts', async () => {
    const ids = (notes: Note[]) => notes.map((n) => n.noteId);
    const letters = await addNote({ text: '<p>Sam’s letters home.</p>', personId: n.w.ids.as });
    const toCouple = await share(
      letters.noteId,
      { unionId: annaSam, fact: 'marriage' },
      n.w.tokens.branch,
    );
    expect(toCouple).toMatchObject({ unionId: annaSam, personId: null, fact: 'marriage' });
    expect(ids(await ofCouple(annaSam, n.w.tokens.admin))).toContain(letters.noteId);
    const sharedToCouple = await newest();
    expect(sharedToCouple).toMatchObject({ action: 'note.link', revertible: true });
    expect((await revert(sharedToCouple.id)).statusCode).toBe(200);
    expect(ids(await ofCouple(annaSam, n.w.tokens.admin))).not.toContain(letters.noteId);
    expect(ids(await notesOf(n.w.ids.as, n.w.tokens.admin))).toContain(letters.noteId);

    const wedding = await addNote({ text: '<p>Their wedding.</p>', unionId: rootRose });
    const toPerson = await share(wedding.noteId, { personId: n.w.ids.r, fact: null });
    expect(toPerson).toMatchObject({ personId: n.w.ids.r, unionId: null });
    const onProfile = (await notesOf(n.w.ids.r)).find((n) => n.noteId === wedding.noteId);
    expect(onProfile?.links.map((l) => [l.personId, l.unionId])).toEqual([
      [null, rootRose],
      [n.w.ids.r, null],
    ]);
    const sharedToPerson = await newest();
    expect(sharedToPerson).toMatchObject({ action: 'note.link', personId: n.w.ids.r });
    expect((await revert(sharedToPerson.id)).statusCode).toBe(200);
    expect(ids(await notesOf(n.w.ids.r))).not.toContain(wedding.noteId);
    expect(ids(await ofCouple(rootRose))).toContain(wedding.noteId);
  });

  it('refuses sharing between persons and couples to visitors, other families and branch admins outside their branch', async () => {
    const annas = await addNote({ text: '<p>Anna’s recipe book.</p>', personId: n.w.ids.a });
    const roses = await addNote({ text: '<p>Rose’s wedding dress.</p>', unionId: rootRose });
    await share(annas.noteId, { unionId: annaSam });
    const before = await snapshotTables(n.t.context.db);
    const link = (noteId: number, body: object, token: string) =>
      send('POST', `${base()}/notes/${noteId}/links`, body, token);
    for (const [token, status] of [
      ['', 401],
      [n.memberToken, 403],
      [n.w.tokens.otherAdmin, 403],
    ] as const) {
      expect((await link(annas.noteId, { unionId: annaSam }, token)).statusCode).toBe(status);
      expect((await link(roses.noteId, { personId: n.w.ids.a }, token)).statusCode).toBe(status);
    }
    // The branch admin of Anna shares nothing with a couple or a person outside her branch.
    const outside = await link(annas.noteId, { unionId: rootRose }, n.w.tokens.branch);
    expect(outside.statusCode).toBe(403);
    expect((await link(roses.noteId, { personId: n.w.ids.b }, n.w.tokens.branch)).statusCode).toBe(
      403,
    );
    for (const [body, field] of [
      [{ unionId: rootRose, personId: n.w.ids.a }, 'unionId'],
      [{ unionId: rootRose, fact: 'birth' }, 'fact'],
    ] as const) {
      const res = await link(annas.noteId, body, n.w.tokens.admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const unknown = await link(annas.noteId, { unionId: 999_999 }, n.w.tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(noteMessages.unionNotFound);
    const twice = await link(annas.noteId, { unionId: annaSam }, n.w.tokens.admin);
    expect(twice.statusCode).toBe(409);
    expect(await snapshotTables(n.t.context.db)).toEqual(before);
  });

  it("a couple's note is deleted and reverted, and the revert reverted", async () => {
    const note = await addNote({ text: '<p>Their house in Kottayam.</p>', unionId: annaSam });
    const res = await send(
      'DELETE',
      `${base()}/notes/${note.noteId}`,
      undefined,
      n.w.tokens.branch,
    );
    expect(res.statusCode, res.body).toBe(204);
    const deletion = await newest();
    expect(deletion).toMatchObject({ action: 'note.delete', revertible: true });
    expect((await revert(deletion.id)).statusCode).toBe(200);
    const ids = async () => (await ofCouple(annaSam, n.w.tokens.admin)).map((n) => n.noteId);
    expect(await ids()).toContain(note.noteId);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect(await ids()).not.toContain(note.noteId);
  });
});
