import { describe, expect, it } from 'vitest';
import { apiPaths, noteMessages, type Note } from '@familytree/shared';
import { snapshotTables } from '../../test-support/index.js';
import { notesWorld } from './notes.test-helpers.js';

/**
 * Issue 30 (decision 0034): notes through the API, inline and shared, with the rights of the
 * tree, the living-person rule, and every change in the history and revertible.
 */

const { n, base, send, newest, revert, notesOf, addNote, share } = notesWorld();

describe('notes', () => {
  it('a family admin writes a note about a fact; its text is sanitized; visitors read it', async () => {
    const note = await addNote({
      text: '<p>Born at <b>home</b><script>alert(1)</script></p>',
      personId: n.w.ids.r,
      fact: 'birth',
    });
    expect(note).toMatchObject({
      text: '<p>Born at <b>home</b></p>',
      links: [{ personId: n.w.ids.r, fact: 'birth', personName: 'Root Person' }],
    });
    expect((await notesOf(n.w.ids.r)).map((n) => n.noteId)).toContain(note.noteId);
    const one = (await n.api.get(`${base()}/notes/${note.noteId}`)).json<Note>();
    expect(one.text).toBe('<p>Born at <b>home</b></p>');
  });

  it("a living person's notes only to whom sees them; a shared note shows only the links one may see", async () => {
    const note = await addNote({ text: 'Anna’s letters', personId: n.w.ids.a });
    expect(await notesOf(n.w.ids.a)).toEqual([]);
    expect(await notesOf(n.w.ids.a, n.memberToken)).toEqual([]);
    expect((await notesOf(n.w.ids.a, n.w.tokens.admin)).map((n) => n.noteId)).toEqual([
      note.noteId,
    ]);
    expect((await n.api.get(`${base()}/notes/${note.noteId}`)).statusCode).toBe(404);

    await share(note.noteId, { personId: n.w.ids.r });
    const shared = (await n.api.get(`${base()}/notes`)).json<Note[]>();
    const seen = shared.find((n) => n.noteId === note.noteId)!;
    expect(seen.links.map((l) => l.personId)).toEqual([n.w.ids.r]);
    const adminSees = (
      await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin)
    ).json<Note>();
    expect(adminSees.links.map((l) => l.personId)).toEqual([n.w.ids.a, n.w.ids.r]);
    // On Anna's page a visitor still sees nothing, though the note is readable through the founder.
    expect(await notesOf(n.w.ids.a)).toEqual([]);
  });

  it('refuses visitors, members, other families and the branch admin outside the branch, changing nothing', async () => {
    const note = await addNote({ text: 'Bert’s trade', personId: n.w.ids.b });
    const before = await snapshotTables(n.t.context.db);
    for (const [token, status] of [
      ['', 401],
      [n.memberToken, 403],
      [n.w.tokens.otherAdmin, 403],
      [n.w.tokens.branch, 403],
    ] as const) {
      const good = { text: 'x', personId: n.w.ids.b };
      expect((await send('POST', `${base()}/notes`, good, token)).statusCode).toBe(status);
      // Refused before the body is read: an invalid body gets the same answer.
      expect(
        (await send('POST', `${base()}/notes`, { text: '', personId: n.w.ids.b }, token))
          .statusCode,
      ).toBe(status);
      expect(
        (await send('PUT', `${base()}/notes/${note.noteId}`, { text: 7 }, token)).statusCode,
      ).toBe(status);
      expect(
        (await send('DELETE', `${base()}/notes/${note.noteId}`, undefined, token)).statusCode,
      ).toBe(status);
      expect(
        (await send('POST', `${base()}/notes/${note.noteId}/links`, { personId: n.w.ids.b }, token))
          .statusCode,
      ).toBe(status);
      const linkId = note.links[0]!.linkId;
      expect(
        (await send('DELETE', `${base()}/notes/${note.noteId}/links/${linkId}`, undefined, token))
          .statusCode,
      ).toBe(status);
    }
    for (const [body, field, message] of [
      [{ text: ' ', personId: n.w.ids.b }, 'text', noteMessages.textRequired],
      [{ text: '<script>x</script>', personId: n.w.ids.b }, 'text', noteMessages.textRequired],
      [{ text: 'x', personId: n.w.ids.b, fact: 'burial' }, 'fact', noteMessages.factKind],
      [{ text: 'x', personId: 'one' }, 'personId', undefined],
    ] as const) {
      const res = await send('POST', `${base()}/notes`, body, n.w.tokens.admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    const foreign = await send(
      'POST',
      `${base()}/notes`,
      { text: 'x', personId: n.w.ids.x },
      n.w.tokens.admin,
    );
    expect(foreign.statusCode).toBe(404);
    const onlyLink = await send(
      'DELETE',
      `${base()}/notes/${note.noteId}/links/${note.links[0]!.linkId}`,
      undefined,
      n.w.tokens.admin,
    );
    expect(onlyLink.statusCode).toBe(409);
    expect(await snapshotTables(n.t.context.db)).toEqual(before);
  });

  it('a branch admin writes notes of their branch; a note shared outside it only a family admin edits', async () => {
    const note = await addNote({ text: 'Cleo’s school', personId: n.w.ids.ac }, n.w.tokens.branch);
    const edited = await send(
      'PUT',
      `${base()}/notes/${note.noteId}`,
      { text: 'Cleo’s schools' },
      n.w.tokens.branch,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Note>().text).toBe('Cleo’s schools');
    await share(note.noteId, { personId: n.w.ids.b });
    const before = await snapshotTables(n.t.context.db);
    const refused = await send(
      'PUT',
      `${base()}/notes/${note.noteId}`,
      { text: 'y' },
      n.w.tokens.branch,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(noteMessages.onlyFamilyAdminSharedNote);
    expect(
      (await send('DELETE', `${base()}/notes/${note.noteId}`, undefined, n.w.tokens.branch))
        .statusCode,
    ).toBe(403);
    expect(await snapshotTables(n.t.context.db)).toEqual(before);
    // The link to Cleo is theirs to take away, and then the note is theirs to edit again.
    const cleo = (await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin))
      .json<Note>()
      .links.find((l) => l.personId === n.w.ids.ac)!;
    expect(
      (
        await send(
          'DELETE',
          `${base()}/notes/${note.noteId}/links/${cleo.linkId}`,
          undefined,
          n.w.tokens.branch,
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (await send('PUT', `${base()}/notes/${note.noteId}`, { text: 'y' }, n.w.tokens.branch))
        .statusCode,
    ).toBe(403);
  });

  it('every write is in the history and reverts', async () => {
    const note = await addNote({ text: 'First', personId: n.w.ids.r });
    const add = await newest();
    expect(add).toMatchObject({ action: 'note.add', revertible: true, personId: n.w.ids.r });

    expect(
      (await send('PUT', `${base()}/notes/${note.noteId}`, { text: 'Second' }, n.w.tokens.admin))
        .statusCode,
    ).toBe(200);
    const edit = await newest();
    expect(edit).toMatchObject({ action: 'note.edit', revertible: true });
    expect((await revert(edit.id)).statusCode).toBe(200);
    expect((await n.api.get(`${base()}/notes/${note.noteId}`)).json<Note>().text).toBe('First');

    const link = await share(note.noteId, { personId: n.w.ids.b, fact: 'name' });
    const linked = await newest();
    expect(linked).toMatchObject({ action: 'note.link', revertible: true, personId: n.w.ids.b });
    expect((await revert(linked.id)).statusCode).toBe(200);
    const afterLinkRevert = (
      await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin)
    ).json<Note>();
    expect(afterLinkRevert.links.map((l) => l.personId)).toEqual([n.w.ids.r]);

    const again = await share(note.noteId, { personId: n.w.ids.b });
    expect(
      (
        await send(
          'DELETE',
          `${base()}/notes/${note.noteId}/links/${again.linkId}`,
          undefined,
          n.w.tokens.admin,
        )
      ).statusCode,
    ).toBe(204);
    const unlinked = await newest();
    expect(unlinked).toMatchObject({ action: 'note.unlink', revertible: true });
    expect((await revert(unlinked.id)).statusCode).toBe(200);
    const relinked = (
      await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin)
    ).json<Note>();
    expect(relinked.links.map((l) => l.linkId)).toEqual([note.links[0]!.linkId, again.linkId]);
    expect(link.linkId).not.toBe(again.linkId);

    expect(
      (await send('DELETE', `${base()}/notes/${note.noteId}`, undefined, n.w.tokens.admin))
        .statusCode,
    ).toBe(204);
    expect((await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin)).statusCode).toBe(
      404,
    );
    const deletion = await newest();
    expect(deletion).toMatchObject({ action: 'note.delete', revertible: true });
    expect((await revert(deletion.id)).statusCode).toBe(200);
    const back = (await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin)).json<Note>();
    expect(back).toEqual(relinked);

    // The addition's revert takes the note away with its links.
    const other = await addNote({ text: 'Gone again', personId: n.w.ids.r });
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    expect((await n.api.get(`${base()}/notes/${other.noteId}`, n.w.tokens.admin)).statusCode).toBe(
      404,
    );
    expect(
      await n.t.context.db
        .selectFrom('note_links')
        .select('id')
        .where('note_id', '=', other.noteId)
        .execute(),
    ).toEqual([]);
  });

  it('an addition reverts only once the later links of its note are reverted; the only link of a note does not revert', async () => {
    const note = await addNote({ text: 'Shared later', personId: n.w.ids.r });
    const add = await newest();
    const link = await share(note.noteId, { personId: n.w.ids.b });
    const linked = await newest();
    const refused = await revert(add.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This change cannot be reverted: a link of the note, changed by .* depends on it\. Revert that first\.$/,
    );
    expect(
      (await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin)).json<Note>().links,
    ).toHaveLength(2);

    // Unlinking the first link leaves the later one the note's only link: it stays.
    expect(
      (
        await send(
          'DELETE',
          `${base()}/notes/${note.noteId}/links/${note.links[0]!.linkId}`,
          undefined,
          n.w.tokens.admin,
        )
      ).statusCode,
    ).toBe(204);
    const onlyLink = await revert(linked.id);
    expect(onlyLink.statusCode).toBe(409);
    expect(onlyLink.json<{ message: string }>().message).toBe(
      'This change cannot be reverted: it is the only link of its note (delete the note instead). Nothing was changed.',
    );
    const kept = (await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin)).json<Note>();
    expect(kept.links.map((l) => l.linkId)).toEqual([link.linkId]);
  });

  it('a deleted person comes back with their note links', async () => {
    const added = await send(
      'POST',
      apiPaths.saveMember(n.w.ids.b, n.w.ids.b),
      { memberType: 'CHILD', firstName: 'Tmp', lastName: 'Person', gender: 'M' },
      n.w.tokens.admin,
    );
    expect(added.statusCode, added.body).toBe(200);
    const child = added
      .json<{ children: Array<{ personId: number; firstName: string }> }>()
      .children.find((c) => c.firstName === 'Tmp')!.personId;
    const note = await addNote({ text: 'A shared story', personId: n.w.ids.r });
    const link = await share(note.noteId, { personId: child, fact: 'birth' });
    const deleted = await send(
      'DELETE',
      apiPaths.deleteChild(n.w.ids.b, child),
      undefined,
      n.w.tokens.admin,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const without = (
      await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin)
    ).json<Note>();
    expect(without.links.map((l) => l.personId)).toEqual([n.w.ids.r]);
    expect((await revert((await newest()).id)).statusCode).toBe(200);
    const back = (await n.api.get(`${base()}/notes/${note.noteId}`, n.w.tokens.admin)).json<Note>();
    expect(back.links.map((l) => [l.linkId, l.personId, l.fact])).toEqual([
      [note.links[0]!.linkId, n.w.ids.r, null],
      [link.linkId, child, 'birth'],
    ]);
  });

  it('a deleted person comes back without their link to a note deleted since', async () => {
    const added = await send(
      'POST',
      apiPaths.saveMember(n.w.ids.b, n.w.ids.b),
      { memberType: 'CHILD', firstName: 'Tmp2', lastName: 'Person', gender: 'M' },
      n.w.tokens.admin,
    );
    expect(added.statusCode, added.body).toBe(200);
    const child = added
      .json<{ children: Array<{ personId: number; firstName: string }> }>()
      .children.find((c) => c.firstName === 'Tmp2')!.personId;
    const note = await addNote({ text: 'Soon gone', personId: n.w.ids.r });
    await share(note.noteId, { personId: child });
    const deleted = await send(
      'DELETE',
      apiPaths.deleteChild(n.w.ids.b, child),
      undefined,
      n.w.tokens.admin,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const personDeletion = await newest();
    expect(
      (await send('DELETE', `${base()}/notes/${note.noteId}`, undefined, n.w.tokens.admin))
        .statusCode,
    ).toBe(204);
    const back = await revert(personDeletion.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(await notesOf(child, n.w.tokens.admin)).toEqual([]);
  });
});
