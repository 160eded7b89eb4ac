import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/**
 * Each family's number of persons, and a version that changes whenever a person comes, goes or is
 * renamed (the member-card order), kept by triggers in the same transaction as the write: member
 * card pages read the count instead of counting 100,000 rows, and know when their cached page
 * keys are stale (tree/member-card-pages.ts). Triggers, not the repositories, so that every
 * writer (the seed, bulk imports, the benchmark's own writer) keeps them right, and several
 * server processes agree.
 */
export function familyPersonCountsMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('families')
        .addColumn('person_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('families')
        .addColumn('persons_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update families set person_count =
        (select count(*) from persons p where p.family_id = families.id)`.execute(db);
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);
    },
    async down(db: AnyDb) {
      if (dialect === 'postgres') {
        for (const name of ['insert', 'delete', 'update'])
          await sql.raw(`drop trigger if exists persons_counts_${name} on persons`).execute(db);
        await sql`drop function if exists persons_counts_insert()`.execute(db);
        await sql`drop function if exists persons_counts_delete()`.execute(db);
        await sql`drop function if exists persons_counts_update()`.execute(db);
      } else {
        for (const name of ['insert', 'delete', 'update'])
          await sql.raw(`drop trigger if exists persons_counts_${name}`).execute(db);
      }
      await db.schema.alterTable('families').dropColumn('persons_version').execute();
      await db.schema.alterTable('families').dropColumn('person_count').execute();
    },
  };
}

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql`create trigger persons_counts_insert after insert on persons begin
      update families set person_count = person_count + 1, persons_version = persons_version + 1
      where id = new.family_id;
    end`.execute(db);
  await sql`create trigger persons_counts_delete after delete on persons begin
      update families set person_count = person_count - 1, persons_version = persons_version + 1
      where id = old.family_id;
    end`.execute(db);
  await sql`create trigger persons_counts_update
    after update of first_name, last_name, family_id on persons begin
      update families set
        person_count = person_count
          + (case when id = new.family_id then 1 else 0 end)
          - (case when id = old.family_id then 1 else 0 end),
        persons_version = persons_version + 1
      where id in (old.family_id, new.family_id);
    end`.execute(db);
}

/**
 * Statement-level triggers with transition tables: a bulk insert of 100,000 persons updates each
 * family's row once, not once per person.
 */
async function postgresTriggers(db: Kysely<unknown>) {
  await sql`create function persons_counts_insert() returns trigger language plpgsql as $$
    begin
      update families f set person_count = f.person_count + c.n,
        persons_version = f.persons_version + 1
      from (select family_id, count(*) as n from new_rows group by family_id) c
      where f.id = c.family_id;
      return null;
    end $$`.execute(db);
  await sql`create function persons_counts_delete() returns trigger language plpgsql as $$
    begin
      update families f set person_count = f.person_count - c.n,
        persons_version = f.persons_version + 1
      from (select family_id, count(*) as n from old_rows group by family_id) c
      where f.id = c.family_id;
      return null;
    end $$`.execute(db);
  // An update's transition tables hold every updated row; only a changed order or family counts.
  await sql`create function persons_counts_update() returns trigger language plpgsql as $$
    begin
      update families f set person_count = f.person_count + c.n,
        persons_version = f.persons_version + 1
      from (
        select family_id, sum(n) as n from (
          select n.family_id, 1 as n from new_rows n join old_rows o on o.id = n.id
            where (n.first_name, n.last_name, n.family_id)
              is distinct from (o.first_name, o.last_name, o.family_id)
          union all
          select o.family_id, -1 as n from new_rows n join old_rows o on o.id = n.id
            where (n.first_name, n.last_name, n.family_id)
              is distinct from (o.first_name, o.last_name, o.family_id)
        ) changed group by family_id
      ) c
      where f.id = c.family_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger persons_counts_insert after insert on persons
    referencing new table as new_rows for each statement
    execute function persons_counts_insert()`.execute(db);
  await sql`create trigger persons_counts_delete after delete on persons
    referencing old table as old_rows for each statement
    execute function persons_counts_delete()`.execute(db);
  await sql`create trigger persons_counts_update after update on persons
    referencing new table as new_rows old table as old_rows for each statement
    execute function persons_counts_update()`.execute(db);
}
