import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import {
  insertCitation,
  insertRepository,
  insertSource,
} from '../../modules/data/research.repository.js';
import type { PlannedPerson } from './family-plan.js';

/**
 * The demo family's research (issue 30): an archive, three sources, and the citations of the
 * births and deaths of the elders who died, so a visitor finds sources on their profiles.
 */
export async function addDemoSources(
  db: Db,
  familyId: number,
  people: PlannedPerson[],
  ids: Map<number, number>,
): Promise<void> {
  const at = nowIso();
  const archives = await insertRepository(
    db,
    familyId,
    { name: 'Kerala State Archives', address: 'Nalanda, Thiruvananthapuram, Kerala', note: null },
    at,
  );
  const source = (title: string, fields: { author?: string; call?: string; repo?: number } = {}) =>
    insertSource(
      db,
      familyId,
      {
        title,
        author: fields.author ?? null,
        publication: null,
        abbreviation: null,
        repository_id: fields.repo ?? null,
        call_number: fields.call ?? null,
        note: null,
      },
      at,
    );
  const register = await source('Baptism and burial register, St Thomas Church, Kottayam', {
    author: 'St Thomas Church',
    call: 'KSA/CH/112',
    repo: archives,
  });
  const census = await source('Census of Travancore, 1901', {
    author: 'Government of Travancore',
    repo: archives,
  });
  const bible = await source('Family Bible of the Mathew family');

  const elders = people.filter((p) => p.deathDate !== null && p.generation <= 2);
  for (const [index, elder] of elders.entries()) {
    const personId = ids.get(elder.key)!;
    await insertCitation(
      db,
      familyId,
      {
        source_id: register,
        person_id: personId,
        union_id: null,
        event_id: null,
        fact: 'birth',
        page: `Baptisms ${elder.birthYear}, entry ${10 + index}`,
        date: null,
        quality: 3,
        note: null,
      },
      at,
    );
    await insertCitation(
      db,
      familyId,
      {
        source_id: index % 2 === 0 ? bible : census,
        person_id: personId,
        union_id: null,
        event_id: null,
        fact: index % 2 === 0 ? 'death' : null,
        page: index % 2 === 0 ? 'Inside cover' : 'Household schedule',
        date: null,
        quality: index % 2 === 0 ? 2 : 1,
        note: null,
      },
      at,
    );
  }
}
