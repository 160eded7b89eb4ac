import { describe, expect, it } from 'vitest';
import { useMergeBed } from './merge.test-helpers.js';

/**
 * Issue 33: what a merge does with the events of both: a birth that does not stay is kept as an
 * alternative event with its sources, and the same event of both becomes one.
 */

const { bed, db, now, add, merge, revert, everything, source, cite, personRow } = useMergeBed();

describe('the events of two merged persons', () => {
  it('keeps the birth that does not stay as an alternative event, with its own sources', async () => {
    const keep = await add({ first: 'Di', last: 'Moor', gender: 'F' });
    const other = await add({ first: 'Di', last: 'Moor', gender: 'F' });
    for (const [id, date] of [
      [keep, '1900-01-01'],
      [other, '1901-05-05'],
    ] as const)
      await db().updateTable('persons').set({ date_of_birth: date }).where('id', '=', id).execute();
    const sourceId = await source('Register');
    for (const [id, page] of [
      [keep, 'p. 1900'],
      [other, 'p. 1901'],
    ] as const)
      await cite(sourceId, id, { fact: 'birth', page });
    const before = await everything();
    const res = await merge(keep, { otherId: other });
    expect(res.statusCode, res.body).toBe(200);
    expect((await personRow(keep))?.date_of_birth).toBe('1900-01-01');
    const cited = await db()
      .selectFrom('citations')
      .leftJoin('gedcom_events', 'gedcom_events.id', 'citations.event_id')
      .select(['page', 'fact', 'gedcom_events.tag', 'gedcom_events.date_phrase'])
      .where('citations.person_id', '=', keep)
      .orderBy('page')
      .execute();
    expect(cited).toEqual([
      { page: 'p. 1900', fact: 'birth', tag: null, date_phrase: null },
      { page: 'p. 1901', fact: null, tag: 'BIRT', date_phrase: '5 MAY 1901' },
    ]);
    // The birth that stays is the first BIRT: the export writes its date and its sources there.
    const births = await db()
      .selectFrom('gedcom_events')
      .select(['date_phrase'])
      .where('person_id', '=', keep)
      .where('tag', '=', 'BIRT')
      .orderBy('position')
      .execute();
    expect(births).toEqual([{ date_phrase: '1 JAN 1900' }, { date_phrase: '5 MAY 1901' }]);
    await revert(res.json<{ changeId: number }>().changeId);
    expect(await everything(res.json<{ changeId: number }>().changeId)).toBe(before);
  });

  it('joins the same event of both into one, with the citations and notes of both, no citation twice; the revert puts both back', async () => {
    const keep = await add({ first: 'Ed', last: 'Vale' });
    const other = await add({ first: 'Ed', last: 'Vale' });
    const sourceId = await source('Book');
    const events: Record<string, number> = {};
    for (const [id, place] of [
      [keep, null],
      [other, 'Leeds'],
    ] as const) {
      const event = await db()
        .insertInto('gedcom_events')
        .values({
          family_id: bed.family.familyId,
          person_id: id,
          position: 0,
          of_family: 0,
          tag: 'RESI',
          date_phrase: '1920',
          date_sort: '1920',
          place,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      events[id] = Number(event.id);
      for (const page of ['p. 1', id === keep ? 'p. 2' : 'p. 3'])
        await cite(sourceId, id, { event_id: event.id, page });
      const note = await db()
        .insertInto('notes')
        .values({
          family_id: bed.family.familyId,
          text: `note ${id}`,
          created_at: now(),
          updated_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('note_links')
        .values({
          family_id: bed.family.familyId,
          note_id: note.id,
          person_id: id,
          event_id: event.id,
          position: 0,
        })
        .execute();
    }
    const before = await everything();
    const res = await merge(keep, { otherId: other });
    expect(res.statusCode, res.body).toBe(200);
    const resi = await db()
      .selectFrom('gedcom_events')
      .select(['id', 'place'])
      .where('person_id', '=', keep)
      .where('tag', '=', 'RESI')
      .execute();
    expect(resi).toEqual([{ id: events[keep], place: 'Leeds' }]);
    const cited = await db()
      .selectFrom('citations')
      .select(['page', 'event_id'])
      .where('person_id', '=', keep)
      .orderBy('page')
      .execute();
    expect(cited).toEqual(
      ['p. 1', 'p. 2', 'p. 3'].map((page) => ({ page, event_id: events[keep] })),
    );
    const notes = await db()
      .selectFrom('note_links')
      .innerJoin('notes', 'notes.id', 'note_links.note_id')
      .select(['notes.text'])
      .where('note_links.event_id', '=', events[keep]!)
      .orderBy('notes.text')
      .execute();
    expect(notes.map((n) => n.text).sort()).toEqual([`note ${keep}`, `note ${other}`].sort());
    await revert(res.json<{ changeId: number }>().changeId);
    expect(await everything(res.json<{ changeId: number }>().changeId)).toBe(before);
  });
});
