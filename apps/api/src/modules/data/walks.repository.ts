import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db, type Dialect } from '../../infra/database.js';
import { personColumns, type PersonRow, type UnionRow } from './tree.repository.js';

/**
 * Walks of the family graph, each one recursive SQL statement (SQLite and PostgreSQL alike)
 * however many generations it crosses. A walk either keeps each person once (UNION without a
 * depth column: complete at any depth) or carries a depth and stops at a maximum (the charts' and
 * the access rule's); either way a loop in bad data (a person their own ancestor) ends.
 */

/** Generations an ancestor walk climbs at most. */
export const maxAncestorDepth = 300;
/** Generations a branch walk descends at most. */
export const maxBranchDepth = 300;

/** An ancestor of `start_id` (the start itself at distance 0) and the person one step below it. */
export type AncestorRow = PersonRow & {
  start_id: number;
  distance: number;
  /** The child through which the walk reached this ancestor first; null for the start. */
  below_id: number | null;
};

const columnsOf = (alias: string) =>
  sql.join(personColumns.map((column) => sql.ref(`${alias}.${column}`)));

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`));

/**
 * The recursive CTE `ancestry(start_id, id, father_id, mother_id, distance, below_id)`: every path
 * up from each start. UNION (not UNION ALL) keeps one row per (person, distance, child), so
 * pedigree collapse does not multiply rows. `nullif(id, id)` is a NULL typed like the id column:
 * PostgreSQL needs the column types of both halves to agree.
 */
function ancestryCte(startIds: readonly number[], maxDepth: number, familyId?: number) {
  // Unary + keeps SQLite from reading the whole family through its family index at each step
  // instead of the two parents by primary key (PostgreSQL plans it the same either way).
  const sameFamily = familyId === undefined ? sql`` : sql`and +p.family_id = ${familyId}`;
  return sql`with recursive ancestry(start_id, id, father_id, mother_id, distance, below_id) as (
      select p.id, p.id, p.father_id, p.mother_id, 0, nullif(p.id, p.id)
      from persons p
      where p.id in (${idList(startIds)})
    union
      select a.start_id, p.id, p.father_id, p.mother_id, a.distance + 1, a.id
      from ancestry a
      join persons p on p.id in (a.father_id, a.mother_id)
      where a.distance < ${maxDepth} ${sameFamily}
  )`;
}

/**
 * The ancestor sets of several persons in one statement: for each start, each ancestor once, at its
 * smallest distance (the start itself at 0), with the child it was first reached from (the lowest
 * id among the children at the distance below). `familyId` keeps the walk within one family.
 */
export async function findAncestors(
  db: Db,
  startIds: readonly number[],
  options: { familyId?: number; maxDepth?: number } = {},
): Promise<AncestorRow[]> {
  if (startIds.length === 0) return [];
  const cte = ancestryCte(
    [...new Set(startIds)],
    options.maxDepth ?? maxAncestorDepth,
    options.familyId,
  );
  const { rows } = await sql<AncestorRow>`${cte},
    nearest as (
      select start_id, id, distance, below_id,
        row_number() over (partition by start_id, id order by distance, below_id) as rank
      from ancestry
    )
    select n.start_id, n.distance, n.below_id, ${columnsOf('p')}
    from nearest n
    join persons p on p.id = n.id
    where n.rank = 1
    order by n.start_id, n.distance, p.id`.execute(db);
  return rows.map((r) => ({ ...r, distance: Number(r.distance) }));
}

/** Whether any of the starts, or any of their ancestors, is one of `targetIds`. */
export async function reachesAncestor(
  db: Db,
  startIds: readonly number[],
  targetIds: readonly number[],
  maxDepth = maxAncestorDepth,
): Promise<boolean> {
  if (startIds.length === 0 || targetIds.length === 0) return false;
  const { rows } = await sql<{ hit: number }>`${ancestryCte([...new Set(startIds)], maxDepth)}
    select 1 as hit from ancestry where id in (${idList(targetIds)}) limit 1`.execute(db);
  return rows.length > 0;
}

/**
 * Every ancestor of a person within one family (the person included), each once, however many
 * generations up: UNION over the whole row ends on a loop in bad data. PostgreSQL carries the
 * columns through the walk, as in `relationGraphQuery`; SQLite walks ids and reads the rows after.
 */
export async function findAncestorsInFamily(
  db: Db,
  id: number,
  familyId: number,
): Promise<PersonRow[]> {
  const wide = dialectOf(db) === 'postgres';
  const walked = wide
    ? sql.join(personColumns.map((column) => sql.ref(column)))
    : sql`id, father_id, mother_id`;
  const step = wide ? columnsOf('p') : sql`p.id, p.father_id, p.mother_id`;
  const rows = wide ? sql`line p` : sql`line l join persons p on p.id = l.id`;
  // Unary + as in ancestryCte: SQLite reads the two parents by primary key, not the family index.
  const { rows: found } = await sql<PersonRow>`with recursive line(${walked}) as (
      select ${step} from persons p where p.id = ${id}
    union
      select ${step}
      from line l
      join persons p on p.id in (l.father_id, l.mother_id)
      where +p.family_id = ${familyId}
  )
  select ${columnsOf('p')} from ${rows}`.execute(db);
  return found;
}

/**
 * The CTEs `branch(id)`, the root and every descendant (children of other families
 * included), `members` (each once) and `branch_people`: the members and everyone married to one.
 * The unions are reached with `in (select ...)`, which both engines read through the unions'
 * person and spouse indexes; a join on the CTE made SQLite scan every union instead.
 */
function branchCte(rootId: number): RawBuilder<unknown> {
  // No depth column: UNION keeps each person once, so the walk ends on a loop in bad data and
  // reaches every generation below the root (a limit cut long lines off without a word).
  return sql`with recursive branch(id) as (
      select p.id from persons p where p.id = ${rootId}
    union
      select c.id
      from branch b
      join persons c on c.father_id = b.id or c.mother_id = b.id
  ),
  members as (select distinct id from branch),
  branch_people as (
      select id from members
    union
      select u.spouse_id from unions u where u.person_id in (select id from members)
    union
      select u.person_id from unions u where u.spouse_id in (select id from members)
  )`;
}

/** The branch's persons: its members (`in_branch` 1) and the spouses of members (0). */
export async function findBranchPersons(
  db: Db,
  rootId: number,
): Promise<Array<PersonRow & { in_branch: number }>> {
  const { rows } = await sql<PersonRow & { in_branch: number }>`${branchCte(rootId)}
    select ${columnsOf('p')},
      case when p.id in (select id from members) then 1 else 0 end as in_branch
    from branch_people b
    join persons p on p.id = b.id`.execute(db);
  return rows.map((r) => ({ ...r, in_branch: Number(r.in_branch) }));
}

/** One page of the branch's persons (members and their spouses), in member-card order. */
export async function pageOfBranch(
  db: Db,
  rootId: number,
  offset: number,
  limit: number,
): Promise<PersonRow[]> {
  const { rows } = await sql<PersonRow>`${branchCte(rootId)}
    select ${columnsOf('p')}
    from branch_people b
    join persons p on p.id = b.id
    order by p.last_name, p.first_name, p.id
    limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

export async function countBranch(db: Db, rootId: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`${branchCte(rootId)}
    select count(*) as n from branch_people`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The root and its descendants down to `maxDepth` generations (children of other families
 * included), each once at its smallest depth, in one statement: a chart asks for a few
 * generations of a large branch without reading the rest of it.
 */
export async function findDescendants(
  db: Db,
  rootId: number,
  maxDepth: number,
): Promise<Array<PersonRow & { depth: number }>> {
  const depth = Math.min(maxDepth, maxBranchDepth);
  const { rows } = await sql<PersonRow & { depth: number }>`with recursive branch(id, depth) as (
      select p.id, 0 from persons p where p.id = ${rootId}
    union
      select c.id, b.depth + 1
      from branch b
      join persons c on c.father_id = b.id or c.mother_id = b.id
      where b.depth < ${depth}
  ),
  nearest as (select id, min(depth) as depth from branch group by id)
  select ${columnsOf('p')}, n.depth
  from nearest n
  join persons p on p.id = n.id
  order by n.depth, p.id`.execute(db);
  return rows.map((r) => ({ ...r, depth: Number(r.depth) }));
}

/** The persons and unions a relation search reads, from one statement (see findRelationGraph). */
export interface RelationGraphRows {
  persons: PersonRow[];
  unions: UnionRow[];
}

type GraphRow = PersonRow & {
  u_family_id: number | null;
  u_person_id: number | null;
  u_spouse_id: number | null;
  u_order: number | null;
};

/**
 * Everything the relation of two persons needs, in one statement however deep the family: the
 * unions of the two and of their parents (`marriages`), and every ancestor of the two and of their
 * spouses. The walk keeps one row per person (UNION over the person's id and parents, no depth),
 * so it is complete at any depth and ends on a loop in bad data: no generation limit can hide a
 * relation. Union rows come in the same result with the person columns null.
 */
export function relationGraphQuery(
  ids: readonly [number, number],
  dialect: Dialect,
): RawBuilder<GraphRow> {
  const ends = idList(ids);
  // The two and their parents as a list of values, so that both engines read the unions
  // through their person and spouse indexes (a join on a CTE made PostgreSQL scan them).
  const parents = ids.flatMap((id) => [
    sql`(select father_id from persons where id = ${id})`,
    sql`(select mother_id from persons where id = ${id})`,
  ]);
  const near = sql.join([...ids.map((id) => sql`${id}`), ...parents]);
  const nulls = sql.join(personColumns.map(() => sql`null`));
  // PostgreSQL carries the person's columns through the walk: joining the walk back to persons
  // made it hash-join a scan of the whole table. SQLite walks the ids alone (its UNION compares
  // fewer columns) and reads the rows by primary key at the end.
  const wide = dialect === 'postgres';
  const walked = wide
    ? sql.join(personColumns.map((column) => sql.ref(column)))
    : sql`id, father_id, mother_id`;
  const step = wide ? columnsOf('p') : sql`p.id, p.father_id, p.mother_id`;
  const rows = wide ? sql`ancestry p` : sql`ancestry a join persons p on p.id = a.id`;
  return sql<GraphRow>`with recursive
    marriages(family_id, person_id, spouse_id, union_order) as (
        select family_id, person_id, spouse_id, union_order from unions
        where person_id in (${near})
      union
        select family_id, person_id, spouse_id, union_order from unions
        where spouse_id in (${near})
    ),
    starts(id) as (
        select id from persons where id in (${ends})
      union
        select spouse_id from marriages where person_id in (${ends})
      union
        select person_id from marriages where spouse_id in (${ends})
    ),
    ancestry(${walked}) as (
        select ${step} from persons p
        where p.id in (select id from starts)
      union
        select ${step}
        from ancestry a
        join persons p on p.id in (a.father_id, a.mother_id)
    )
    select ${columnsOf('p')}, cast(null as integer) as u_family_id,
      cast(null as integer) as u_person_id, cast(null as integer) as u_spouse_id,
      cast(null as integer) as u_order
    from ${rows}
    union all
    select ${nulls}, m.family_id, m.person_id, m.spouse_id, m.union_order
    from marriages m`;
}

export async function findRelationGraph(
  db: Db,
  ids: readonly [number, number],
): Promise<RelationGraphRows> {
  const { rows } = await relationGraphQuery(ids, dialectOf(db)).execute(db);
  const persons: PersonRow[] = [];
  const unions: UnionRow[] = [];
  for (const row of rows) {
    const { u_family_id, u_person_id, u_spouse_id, u_order, ...person } = row;
    if (u_person_id === null) persons.push(person);
    else
      unions.push({
        family_id: Number(u_family_id),
        person_id: Number(u_person_id),
        spouse_id: Number(u_spouse_id),
        union_order: Number(u_order),
      });
  }
  unions.sort((a, b) => a.union_order - b.union_order);
  return { persons, unions };
}

/**
 * The ids of the persons of one or more branches (the roots, every descendant, and everyone
 * married to one of them), as a subquery for `id in (...)`: a branch admin's part of the family,
 * however large, without its ids crossing into the statement one by one.
 */
export function branchPeopleOf(rootIds: number[]): RawBuilder<unknown> {
  return sql`(with recursive branch(id) as (
      select p.id from persons p where p.id in (${sql.join(rootIds.length ? rootIds : [0])})
    union
      select c.id
      from branch b
      join persons c on c.father_id = b.id or c.mother_id = b.id
  ),
  members as (select distinct id from branch)
  select id from members
  union
  select u.spouse_id from unions u where u.person_id in (select id from members)
  union
  select u.person_id from unions u where u.spouse_id in (select id from members))`;
}
