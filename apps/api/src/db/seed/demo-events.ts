import { addDays } from '@familytree/shared';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import type { PlannedPerson } from './family-plan.js';

/**
 * The demo's events page (issue 16): a family reunion a month ahead, and a living member whose
 * birthday falls 12 days after the seed day (its year kept), so the page always lists a birthday.
 */
export async function addDemoEvents(
  db: Db,
  familyId: number,
  people: PlannedPerson[],
  ids: Map<number, number>,
): Promise<void> {
  const today = nowIso().slice(0, 10);
  const now = nowIso();
  const living = people.find((p) => p.deathDate === null && p.generation === 3);
  if (living) {
    // 29 February only exists in leap years: the 28th keeps the birth date real.
    const monthDay = addDays(today, 12).slice(5).replace('02-29', '02-28');
    await db
      .updateTable('persons')
      .set({ date_of_birth: `${living.birthDate.slice(0, 4)}-${monthDay}` })
      .where('id', '=', ids.get(living.key)!)
      .where('family_id', '=', familyId)
      .execute();
  }
  await db
    .insertInto('family_events')
    .values({
      family_id: familyId,
      title: 'Family reunion',
      event_date: addDays(today, 30),
      place: 'Lakeside Park, Kochi',
      description: 'Lunch under the big tree, games for the children and the family photo.',
      created_at: now,
      updated_at: now,
    })
    .execute();
}
