import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';
import { addPersons, addUnions, emptyLinks, type FamilyLinks } from './family-links.js';
import { inSlices, personColumns, type PersonRow, type UnionRow } from '../data/tree.repository.js';

const unionColumns = sql`family_id, person_id, spouse_id, union_order`;

/** The `tree_version` of each family (migration 0017); a family that is gone is left out. */
export async function readTreeVersions(
  db: Db,
  familyIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('families')
    .select(['id', 'tree_version'])
    .where('id', 'in', [...familyIds])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.tree_version)]));
}

const unionRow = (u: UnionRow): UnionRow => ({
  family_id: Number(u.family_id),
  person_id: Number(u.person_id),
  spouse_id: Number(u.spouse_id),
  union_order: Number(u.union_order),
});

/** The persons of the list and all their ancestors, of any family, in one recursive statement. */
async function withAncestors(db: Db, ids: number[]): Promise<PersonRow[]> {
  return inSlices(ids, async (slice) => {
    const { rows } = await sql<PersonRow>`with recursive
      line(id, father_id, mother_id) as (
          select id, father_id, mother_id from persons
          where id in (${sql.join(slice.map((id) => sql`${id}`))})
        union
          select p.id, p.father_id, p.mother_id
          from line a join persons p on p.id in (a.father_id, a.mother_id)
      )
      select ${sql.join(personColumns.map((c) => sql.ref(`p.${c}`)))}
      from line join persons p on p.id = line.id`.execute(db);
    return rows;
  });
}

/** Every union either of whose partners is in the list. */
async function unionsTouching(db: Db, ids: number[]): Promise<UnionRow[]> {
  return inSlices(ids, async (slice) => {
    const list = sql.join(slice.map((id) => sql`${id}`));
    const { rows } = await sql<UnionRow>`
      select ${unionColumns} from unions where person_id in (${list})
      union select ${unionColumns} from unions where spouse_id in (${list})`.execute(db);
    return rows.map(unionRow);
  });
}

const unknownIds = (links: FamilyLinks, ids: Iterable<number | null>) => [
  ...new Set([...ids].filter((id): id is number => id !== null && !links.persons.has(id))),
];

/**
 * Reads a family's links (see FamilyLinks): its persons and their unions; the partners and
 * parents of other families with their ancestors, and the unions of those; then the partners of
 * those partners with their ancestors. `versions` must have been read before this call.
 */
export async function loadFamilyLinks(
  db: Db,
  familyId: number,
  versions: Map<number, number>,
): Promise<FamilyLinks> {
  const links = emptyLinks(familyId, versions);
  const own = await db
    .selectFrom('persons')
    .select(personColumns)
    .where('family_id', '=', familyId)
    .execute();
  addPersons(links, own);
  const { rows: ownUnions } = await sql<UnionRow>`
    select ${unionColumns} from unions
    where person_id in (select id from persons where family_id = ${familyId})
    union select ${unionColumns} from unions
    where spouse_id in (select id from persons where family_id = ${familyId})`.execute(db);
  addUnions(links, [...links.persons.keys()], ownUnions.map(unionRow));

  const outside = unknownIds(links, [
    ...ownUnions.flatMap((u) => [Number(u.person_id), Number(u.spouse_id)]),
    ...[...links.persons.values()].flatMap((p) => [p.father_id, p.mother_id]),
  ]);
  if (outside.length === 0) return links;
  const partners = await withAncestors(db, outside);
  addPersons(links, partners);
  const partnerIds = partners.map((p) => p.id);
  const partnerUnions = await unionsTouching(db, partnerIds);
  addUnions(links, partnerIds, partnerUnions);

  const theirPartners = unknownIds(
    links,
    partnerUnions.flatMap((u) => [u.person_id, u.spouse_id]),
  );
  if (theirPartners.length) addPersons(links, await withAncestors(db, theirPartners));
  return links;
}
