import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { listChanges } from '../../apps/api/src/modules/history/history.repository.js';
import { openBenchDatabase } from './bench-database.js';

/**
 * A person's History tab on a large family (issue 30, decision 0044): 100,000 persons with 10
 * records each, and 20 place renames each linked to every person (2,000,000 links). Measures the
 * first page and its count for one person, as the profile's History tab asks them.
 *
 *   npx tsx bench/src/person-history-bench.ts              (SQLite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/src/person-history-bench.ts
 */

const persons = Number(process.env.PERSONS ?? 100_000);
const perPerson = 10;
const renames = 20;

const bench = await openBenchDatabase(process.env.DATABASE_URL);
try {
  const { db, dialect } = bench.handle;
  const series = (n: number) =>
    dialect === 'postgres'
      ? sql.raw(`select g as i from generate_series(1, ${n}) g`)
      : sql.raw(
          `with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n}) select i from s`,
        );
  const family = await db
    .insertInto('families')
    .values({ domain_name: 'bench.example', name: 'Bench', created_at: '2026-01-01T00:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const f = family.id;
  const started = performance.now();
  await sql`insert into change_history (family_id, user_id, user_name, created_at, action, entity_type, entity_id, person_id, section, changes)
    select ${f}, null, 'Bench', '2026-01-01T00:00:00Z', 'person.edit', 'person', (i % ${persons}) + 1, (i % ${persons}) + 1, 'basic', '{}'
    from (${series(persons * perPerson)}) n`.execute(db);
  for (let r = 0; r < renames; r++) {
    const change = await db
      .insertInto('change_history')
      .values({
        family_id: f,
        user_id: null,
        user_name: 'Bench',
        created_at: '2026-01-02T00:00:00Z',
        action: 'place.rename',
        entity_type: 'place',
        entity_id: null,
        person_id: null,
        section: 'place-texts',
        changes: '{}',
        reverts_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into change_history_persons (family_id, change_id, person_id)
      select ${f}, ${change.id}, i from (${series(persons)}) n`.execute(db);
  }
  await sql`analyze`.execute(db);
  console.log(`${bench.description}: filled in ${Math.round(performance.now() - started)} ms`);

  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < 21; run++) {
    const personId = 1 + ((run * 4_999) % persons);
    const t0 = performance.now();
    const page = await listChanges(db, { familyId: f, personId }, 1, 20);
    times.push(performance.now() - t0);
    total = page.total;
  }
  times.sort((a, b) => a - b);
  console.log(
    `person history, page 1 of 20 and count (${total} records): median ${times[10]!.toFixed(1)} ms, max ${times[20]!.toFixed(1)} ms`,
  );
} finally {
  await bench.dispose();
}
