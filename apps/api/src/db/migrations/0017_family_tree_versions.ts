import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * Each family's `tree_version`, changed by triggers whenever what the relation search reads
 * changes: a person comes, goes or is changed (any column: the answer shows names and years); a
 * union is added, changed or removed (the families of the union and of both partners). Processes
 * keep these rows of a family in memory and compare this version before each use
 * (tree/family-links-cache.ts).
 * Triggers, so that every writer (the seed, imports, the benchmark's writer) keeps it right.
 */
export function familyTreeVersionsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('families')
        .addColumn('tree_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
    async down(db: AnyDb) {
      const names = ['persons_tree_insert', 'persons_tree_delete', 'persons_tree_update'].concat(
        ['insert', 'delete', 'update'].map((name) => `unions_tree_${name}`),
      );
      if (dialect === 'sqlite') await countTriggers(db, '');
      for (const name of names) {
        const table = name.startsWith('persons') ? 'persons' : 'unions';
        await sql
          .raw(`drop trigger if exists ${name}${dialect === 'postgres' ? ` on ${table}` : ''}`)
          .execute(db);
        if (dialect === 'postgres') await sql.raw(`drop function if exists ${name}()`).execute(db);
      }
      await db.schema.alterTable('families').dropColumn('tree_version').execute();
    },
  };
}

const bump = (ids: string) =>
  `update families set tree_version = tree_version + 1 where id in (${ids});`;

/** The families of a union row (`row` is new or old) and of its two partners. */
const unionFamilies = (row: 'new' | 'old') =>
  `${row}.family_id, (select family_id from persons where id = ${row}.person_id),
   (select family_id from persons where id = ${row}.spouse_id)`;

/**
 * SQLite runs row triggers: the person count triggers of migration 0009 already update the
 * family's row on every insert and delete, so they bump the version too (one update per person
 * imported, not two).
 */
async function sqliteTriggers(db: Kysely<unknown>) {
  await countTriggers(db, ', tree_version = tree_version + 1');
  await sql
    .raw(
      `create trigger persons_tree_update
      after update on persons begin
      ${bump('old.family_id, new.family_id')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger unions_tree_insert after insert on unions begin
      ${bump(unionFamilies('new'))} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger unions_tree_delete after delete on unions begin
      ${bump(unionFamilies('old'))} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger unions_tree_update after update on unions begin
      ${bump(`${unionFamilies('old')}, ${unionFamilies('new')}`)} end`,
    )
    .execute(db);
}

async function countTriggers(db: Kysely<unknown>, alsoSet: string) {
  for (const [event, row, sign] of [
    ['insert', 'new', '+'],
    ['delete', 'old', '-'],
  ] as const) {
    await sql.raw(`drop trigger if exists persons_counts_${event}`).execute(db);
    await sql
      .raw(
        `create trigger persons_counts_${event} after ${event} on persons begin
        update families set person_count = person_count ${sign} 1,
          persons_version = persons_version + 1${alsoSet}
        where id = ${row}.family_id;
      end`,
      )
      .execute(db);
  }
}

/** Statement-level triggers with transition tables: a bulk insert bumps each family once. */
async function postgresTriggers(db: Kysely<unknown>) {
  const fn = async (name: string, families: string) => {
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
        begin
          update families set tree_version = tree_version + 1 where id in (${families});
          return null;
        end $$`,
      )
      .execute(db);
  };
  const unionRows = (rows: string) =>
    `select family_id from ${rows}
     union select p.family_id from ${rows} r join persons p on p.id in (r.person_id, r.spouse_id)`;
  await fn('persons_tree_insert', 'select family_id from new_rows');
  await fn('persons_tree_delete', 'select family_id from old_rows');
  await fn(
    'persons_tree_update',
    'select family_id from new_rows union select family_id from old_rows',
  );
  await fn('unions_tree_insert', unionRows('new_rows'));
  await fn('unions_tree_delete', unionRows('old_rows'));
  await fn('unions_tree_update', `${unionRows('new_rows')} union ${unionRows('old_rows')}`);
  const trigger = async (name: string, table: string, event: string, tables: string) => {
    await sql
      .raw(
        `create trigger ${name} after ${event} on ${table}
        referencing ${tables} for each statement execute function ${name}()`,
      )
      .execute(db);
  };
  await trigger('persons_tree_insert', 'persons', 'insert', 'new table as new_rows');
  await trigger('persons_tree_delete', 'persons', 'delete', 'old table as old_rows');
  await trigger(
    'persons_tree_update',
    'persons',
    'update',
    'new table as new_rows old table as old_rows',
  );
  await trigger('unions_tree_insert', 'unions', 'insert', 'new table as new_rows');
  await trigger('unions_tree_delete', 'unions', 'delete', 'old table as old_rows');
  await trigger(
    'unions_tree_update',
    'unions',
    'update',
    'new table as new_rows old table as old_rows',
  );
}
