import { sql } from 'kysely';
import { dialectOf, type Db } from '../../infra/database.js';

/** The columns that tree views need; every query here names its family or its person ids. */
export type PersonRow = {
  id: number;
  family_id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  gender: string;
  father_id: number | null;
  mother_id: number | null;
  child_order: number | null;
  photo_url: string | null;
  date_of_birth: string | null;
  date_of_death: string | null;
  /** The stored living status (issue 16's privacy reads it); absent reads as living. */
  living?: number;
};

export const personColumns = [
  'id',
  'family_id',
  'first_name',
  'middle_name',
  'last_name',
  'gender',
  'father_id',
  'mother_id',
  'child_order',
  'photo_url',
  'date_of_birth',
  'date_of_death',
  'living',
] as const;

export type UnionRow = {
  family_id: number;
  person_id: number;
  spouse_id: number;
  union_order: number;
};

/**
 * Id lists are bound one parameter per id, and SQLite takes at most 32,766 parameters in a
 * statement (PostgreSQL 65,535): a large branch or family is queried in slices of this size.
 */
const idsPerQuery = 10_000;

export async function inSlices<T>(
  ids: number[],
  query: (slice: number[]) => Promise<T[]>,
): Promise<T[]> {
  if (ids.length <= idsPerQuery) return query(ids);
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += idsPerQuery) {
    rows.push(...(await query(ids.slice(i, i + idsPerQuery))));
  }
  return rows;
}

/**
 * Reads that start from an id of a request take the family and filter by it in SQL (decision
 * 0013): `findPerson` answers the family's own persons, `findPersonSeenFrom` also the persons its
 * tree shows from other families. The reads below them (`findPersons`, `unionsOf`, `childrenOf`,
 * `spousesOf`) follow parent and union links from rows read that way, and so cross into linked
 * families as the tree does (decision 0008).
 */
export function findPerson(db: Db, familyId: number, id: number): Promise<PersonRow | undefined> {
  return db
    .selectFrom('persons')
    .select(personColumns)
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .executeTakeFirst();
}

/**
 * A person the family's tree shows: one of its own, or one of another family linked to it
 * (decision 0008): a partner in a union with one of its persons, or a child of one.
 */
export function findPersonSeenFrom(
  db: Db,
  familyId: number,
  id: number,
): Promise<PersonRow | undefined> {
  return db
    .selectFrom('persons')
    .select(personColumns)
    .where('persons.id', '=', id)
    .where((eb) => {
      // A union with a person of the family, the person on either side of it.
      const partnerOfFamily = (side: 'u.person_id' | 'u.spouse_id') =>
        eb.exists(
          eb
            .selectFrom('unions as u')
            .innerJoin(
              'persons as q',
              'q.id',
              side === 'u.person_id' ? 'u.spouse_id' : 'u.person_id',
            )
            .select('u.id')
            .whereRef(side, '=', 'persons.id')
            .where('q.family_id', '=', familyId),
        );
      return eb.or([
        eb('persons.family_id', '=', familyId),
        partnerOfFamily('u.person_id'),
        partnerOfFamily('u.spouse_id'),
        eb.exists(
          eb
            .selectFrom('persons as q')
            .select('q.id')
            .where((inner) =>
              inner.or([
                inner('q.id', '=', inner.ref('persons.father_id')),
                inner('q.id', '=', inner.ref('persons.mother_id')),
              ]),
            )
            .where('q.family_id', '=', familyId),
        ),
      ]);
    })
    .executeTakeFirst();
}

/**
 * A person of any family, for the deliberate cross-family calls alone (decision 0008): the spouse
 * chosen in another family for a link, and the two persons of a link request.
 */
export function findPersonOfAnyFamily(db: Db, id: number): Promise<PersonRow | undefined> {
  return db.selectFrom('persons').select(personColumns).where('id', '=', id).executeTakeFirst();
}

export async function findPersons(db: Db, ids: number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return inSlices(ids, (slice) =>
    db.selectFrom('persons').select(personColumns).where('id', 'in', slice).execute(),
  );
}

export function personsOfFamily(db: Db, familyId: number): Promise<PersonRow[]> {
  return db.selectFrom('persons').select(personColumns).where('family_id', '=', familyId).execute();
}

export function unionsOfFamily(db: Db, familyId: number): Promise<UnionRow[]> {
  return db
    .selectFrom('unions')
    .select(['family_id', 'person_id', 'spouse_id', 'union_order'])
    .where('family_id', '=', familyId)
    .execute();
}

/** Children of any of the given parents, in child order. */
export async function childrenOf(db: Db, parentIds: number[]): Promise<PersonRow[]> {
  if (parentIds.length === 0) return [];
  const rows = await inSlices(parentIds, (slice) =>
    db
      .selectFrom('persons')
      .select(personColumns)
      .where((eb) => eb.or([eb('father_id', 'in', slice), eb('mother_id', 'in', slice)]))
      .orderBy('child_order')
      .orderBy('id')
      .execute(),
  );
  if (parentIds.length <= idsPerQuery) return rows;
  // Sliced: a child whose parents fell in two slices came twice, and the order is per slice.
  const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
  return unique.sort(
    (a, b) => (a.child_order ?? Infinity) - (b.child_order ?? Infinity) || a.id - b.id,
  );
}

/** Unions in which any of the given persons takes part, either side. */
export async function unionsOf(db: Db, personIds: number[]): Promise<UnionRow[]> {
  if (personIds.length === 0) return [];
  const rows = await inSlices(personIds, (slice) =>
    db
      .selectFrom('unions')
      .select(['family_id', 'person_id', 'spouse_id', 'union_order'])
      .where((eb) => eb.or([eb('person_id', 'in', slice), eb('spouse_id', 'in', slice)]))
      .orderBy('union_order')
      .execute(),
  );
  if (personIds.length <= idsPerQuery) return rows;
  const unique = [...new Map(rows.map((u) => [`${u.person_id}-${u.spouse_id}`, u])).values()];
  return unique.sort((a, b) => a.union_order - b.union_order);
}

export async function spousesOf(db: Db, personId: number): Promise<PersonRow[]> {
  const unions = await unionsOf(db, [personId]);
  const ids = unions.map((u) => (u.person_id === personId ? u.spouse_id : u.person_id));
  const rows = await findPersons(db, ids);
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is PersonRow => r !== undefined);
}

/**
 * Takes the row locks of these persons, in id order, until the transaction ends: writers of one
 * parent's children queue on the parent instead of interleaving their renumbering (and
 * deadlocking). NO KEY UPDATE leaves foreign-key checks (inserting a child) unblocked. SQLite
 * runs one write transaction at a time, so it needs no lock.
 */
export async function lockPersons(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0 || dialectOf(db) !== 'postgres') return;
  await db
    .selectFrom('persons')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/** Sets child orders in one statement, whatever the number of siblings. */
export async function setChildOrders(
  db: Db,
  orders: ReadonlyArray<{ id: number; order: number }>,
): Promise<void> {
  if (orders.length === 0) return;
  const cases = sql.join(
    orders.map(({ id, order }) => sql`when ${id} then ${sql.lit(order)}`),
    sql` `,
  );
  await db
    .updateTable('persons')
    .set({ child_order: sql<number>`case id ${cases} end` })
    .where(
      'id',
      'in',
      orders.map((o) => o.id),
    )
    .execute();
}

/** Those of the persons who have neither children nor unions, in one statement for all of them. */
export async function leavesAmong(db: Db, personIds: number[]): Promise<Set<number>> {
  if (personIds.length === 0) return new Set();
  const rows = await inSlices(personIds, (slice) =>
    db
      .selectFrom('persons as p')
      .select('p.id')
      .where('p.id', 'in', slice)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('persons as c')
              .select('c.id')
              .where((eb) =>
                eb.or([
                  eb('c.father_id', '=', eb.ref('p.id')),
                  eb('c.mother_id', '=', eb.ref('p.id')),
                ]),
              ),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('unions as u')
              .select('u.id')
              .where((eb) =>
                eb.or([
                  eb('u.person_id', '=', eb.ref('p.id')),
                  eb('u.spouse_id', '=', eb.ref('p.id')),
                ]),
              ),
          ),
        ),
      )
      .execute(),
  );
  return new Set(rows.map((r) => r.id));
}

export async function countChildren(db: Db, personId: number): Promise<number> {
  const row = await db
    .selectFrom('persons')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where((eb) => eb.or([eb('father_id', '=', personId), eb('mother_id', '=', personId)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function searchPersons(
  db: Db,
  familyId: number,
  foldedTerm: string,
  limit: number,
): Promise<PersonRow[]> {
  const pattern = `%${foldedTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (
    db
      .selectFrom('persons')
      .select(personColumns)
      .where('family_id', '=', familyId)
      .where(sql<boolean>`search_name like ${pattern} escape '\\'`)
      // The order of the (family_id, search_name) index: the scan stops at the limit instead of
      // sorting every match (100,000 persons: a few ms instead of tens).
      .orderBy('search_name')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/** A person's place in the member-card order (last name, first name, id). */
export type FamilyOrderKey = { last_name: string; first_name: string; id: number };

/**
 * The family's number of persons and the version of its member-card order, both kept by triggers
 * (migration 0009): one row by primary key instead of counting the family.
 */
export async function familyPersonStats(
  db: Db,
  familyId: number,
): Promise<{ count: number; version: number } | undefined> {
  const row = await db
    .selectFrom('families')
    .select(['person_count', 'persons_version'])
    .where('id', '=', familyId)
    .executeTakeFirst();
  return row && { count: Number(row.person_count), version: Number(row.persons_version) };
}

/** Every `stride`-th key of the family's member-card order, from the order index alone. */
export async function familyOrderKeysEvery(
  db: Db,
  familyId: number,
  stride: number,
): Promise<FamilyOrderKey[]> {
  // Numbered in the database: only the keys kept cross the wire (PostgreSQL), not the family.
  const { rows } = await sql<FamilyOrderKey>`
    select last_name, first_name, id from (
      select last_name, first_name, id,
        row_number() over (order by last_name, first_name, id) as position
      from persons where family_id = ${familyId}
    ) numbered
    where position % ${stride} = 0
    order by position`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * A page of the family's persons in member-card order: `limit` rows after skipping `skip` rows
 * that follow the key `after` (from the start of the order without one). With a key near the
 * page, the skip stays short whatever the page's depth (keyset paging).
 */
export function pageOfFamily(
  db: Db,
  familyId: number,
  after: FamilyOrderKey | null,
  skip: number,
  limit: number,
): Promise<PersonRow[]> {
  // The page's ids first, from the (family_id, last_name, first_name, id) index alone; then only
  // those rows.
  return db
    .selectFrom('persons')
    .select(personColumns)
    .where('id', 'in', (eb) => {
      let ids = eb.selectFrom('persons').select('id').where('family_id', '=', familyId);
      if (after)
        ids = ids.where(
          sql<boolean>`(last_name, first_name, id) > (${after.last_name}, ${after.first_name}, ${after.id})`,
        );
      return ids.orderBy('last_name').orderBy('first_name').orderBy('id').offset(skip).limit(limit);
    })
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

export async function familyNameList(
  db: Db,
  familyId: number,
): Promise<
  Array<{ id: number; first_name: string; middle_name: string | null; last_name: string }>
> {
  return db
    .selectFrom('persons')
    .select(['id', 'first_name', 'middle_name', 'last_name'])
    .where('family_id', '=', familyId)
    .orderBy('first_name')
    .orderBy('last_name')
    .execute();
}

/**
 * Clears the father or mother slot of `child` that points at `parentId`. A child left with no
 * parent at all loses its child order too, like a founder.
 */
export async function clearParent(db: Db, child: PersonRow, parentId: number): Promise<void> {
  const father_id = child.father_id === parentId ? null : child.father_id;
  const mother_id = child.mother_id === parentId ? null : child.mother_id;
  await db
    .updateTable('persons')
    .set({
      father_id,
      mother_id,
      child_order: father_id === null && mother_id === null ? null : child.child_order,
    })
    .where('id', '=', child.id)
    .execute();
}
