import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../infra/database.js';
import { personColumns, type PersonRow } from './tree.repository.js';

/**
 * Walks of the family graph, each one recursive SQL statement (SQLite and PostgreSQL alike)
 * however many generations it crosses. Every walk carries a depth column and stops at a maximum
 * depth, so a loop in bad data (a person recorded as their own ancestor) ends.
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
 * The CTEs `branch(id, depth)`, the root and every descendant (children of other families
 * included), `members` (each once) and `branch_people`: the members and everyone married to one.
 * The unions are reached with `in (select ...)`, which both engines read through the unions'
 * person and spouse indexes; a join on the CTE made SQLite scan every union instead.
 */
function branchCte(rootId: number): RawBuilder<unknown> {
  return sql`with recursive branch(id, depth) as (
      select p.id, 0 from persons p where p.id = ${rootId}
    union
      select c.id, b.depth + 1
      from branch b
      join persons c on c.father_id = b.id or c.mother_id = b.id
      where b.depth < ${maxBranchDepth}
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
