import type { Db } from '../../infra/database.js';

/**
 * The place texts beyond the facts of decision 0038 (issue 30, decision 0044): a family event's
 * place, a source's publication, a person's address (city, state, country code), the stays of
 * the living timeline (state, country code) and the places of work. Read for the places page and
 * for a rename or merge.
 */

const lifeColumns = [
  'p.first_name',
  'p.last_name',
  'p.date_of_birth',
  'p.date_of_death',
  'p.living',
  'p.family_id',
] as const;

export function familyEventPlacesOf(db: Db, familyId: number) {
  return db
    .selectFrom('family_events')
    .select(['id', 'title', 'event_date', 'place'])
    .where('family_id', '=', familyId)
    .where('place', 'is not', null)
    .execute();
}

export function sourcePlacesOf(db: Db, familyId: number) {
  return db
    .selectFrom('sources')
    .select(['id', 'title', 'publication'])
    .where('family_id', '=', familyId)
    .where('publication', 'is not', null)
    .execute();
}

export function addressPlacesOf(db: Db, familyId: number, personId?: number) {
  let query = db
    .selectFrom('addresses as a')
    .innerJoin('persons as p', 'p.id', 'a.person_id')
    .select(['a.id', 'a.person_id', 'a.address_type', 'a.city', 'a.state', 'a.country'])
    .select(lifeColumns)
    .where('a.family_id', '=', familyId)
    .where((eb) =>
      eb.or([eb('a.city', 'is not', null), eb('a.state', 'is not', null), eb('a.country', 'is not', null)]),
    );
  if (personId !== undefined) query = query.where('a.person_id', '=', personId);
  return query.execute();
}

export function residencePlacesOf(db: Db, familyId: number, personId?: number) {
  let query = db
    .selectFrom('living_timeline as t')
    .innerJoin('persons as p', 'p.id', 't.person_id')
    .select(['t.id', 't.person_id', 't.state', 't.country', 't.start_year', 't.end_year'])
    .select(lifeColumns)
    .where('t.family_id', '=', familyId)
    .where((eb) => eb.or([eb('t.state', 'is not', null), eb('t.country', 'is not', null)]));
  if (personId !== undefined) query = query.where('t.person_id', '=', personId);
  return query.execute();
}

export function workPlacesOf(db: Db, familyId: number, personId?: number) {
  let query = db
    .selectFrom('work_history as w')
    .innerJoin('persons as p', 'p.id', 'w.person_id')
    .select(['w.id', 'w.person_id', 'w.role', 'w.company', 'w.location', 'p.privacy_work'])
    .select(['w.start_year', 'w.end_year'])
    .select(lifeColumns)
    .where('w.family_id', '=', familyId)
    .where('w.location', 'is not', null);
  if (personId !== undefined) query = query.where('w.person_id', '=', personId);
  return query.execute();
}
