import { sql, type RawBuilder } from 'kysely';
import { livingAgeLimit, livingParentAgeLimit, type NameCount } from '@familytree/shared';
import type { Db } from '../../infra/database.js';

/**
 * The family statistics as a few aggregate statements over the family's persons (issue 32): the
 * database groups and counts, so a family of 100,000 persons never travels to the server. Dates
 * are stored ISO text (YYYY, YYYY-MM or YYYY-MM-DD), so years and decades are text prefixes.
 */

/** The latest day a partial date can mean, as the living rule reads it (packages/shared/living.ts). */
const latestDay = (column: RawBuilder<unknown>) =>
  sql`(case length(${column}) when 4 then ${column} || '-12-31' when 7 then ${column} || '-31' else substr(${column}, 1, 10) end)`;

const hasDate = (column: RawBuilder<unknown>) => sql`coalesce(${column}, '') <> ''`;

/** The cut-off day `years` before today: born before it means older than that. */
const cutOff = (today: string, years: number) =>
  `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4, 10)}`;

/**
 * Whether the person `p` is certainly not living, in SQL: the shared rule (decision 0019), so that
 * the counts and the privacy filter agree with every other read.
 */
export function notLivingSql(today: string): RawBuilder<boolean> {
  const dob = sql.ref('p.date_of_birth');
  const parentDob = sql.ref('q.date_of_birth');
  return sql<boolean>`(${hasDate(sql.ref('p.date_of_death'))} or p.living = 0
    or (${hasDate(dob)} and ${latestDay(dob)} < ${cutOff(today, livingAgeLimit)})
    or (not ${hasDate(dob)} and exists (select 1 from persons q
      where q.id in (p.father_id, p.mother_id) and ${hasDate(parentDob)}
        and ${latestDay(parentDob)} < ${cutOff(today, livingParentAgeLimit)})))`;
}

const int = (value: number | string | null | undefined) => Number(value ?? 0);

export async function countPersons(db: Db, familyId: number, today: string) {
  const { rows } = await sql<{ persons: number | string; living: number | string | null }>`
    select count(*) as persons,
      sum(case when ${notLivingSql(today)} then 0 else 1 end) as living
    from persons p where p.family_id = ${familyId}`.execute(db);
  return { persons: int(rows[0]?.persons), living: int(rows[0]?.living) };
}

export async function countCouples(db: Db, familyId: number): Promise<number> {
  const row = await db
    .selectFrom('unions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return int(row?.n as number | string | undefined);
}

/** Which births the viewer may count: all, or those of persons not living (and their own). */
export type BirthsShown = { all: true } | { all: false; today: string; ownPersonId: number | null };

const decadeOf = (column: RawBuilder<unknown>) =>
  sql`cast(substr(${column}, 1, 3) as integer) * 10`;

async function byDecade(db: Db, familyId: number, column: string, filter: RawBuilder<unknown>) {
  const date = sql.ref(`p.${column}`);
  const { rows } = await sql<{ decade: number | string; n: number | string }>`
    select ${decadeOf(date)} as decade, count(*) as n from persons p
    where p.family_id = ${familyId} and length(${date}) >= 4 and ${filter}
    group by ${decadeOf(date)} order by decade`.execute(db);
  return rows.map((r) => ({ decade: int(r.decade), count: int(r.n) }));
}

const shownFilter = (shown: BirthsShown) =>
  shown.all ? sql`1 = 1` : sql`(${notLivingSql(shown.today)} or p.id = ${shown.ownPersonId ?? 0})`;

export const birthsByDecade = (db: Db, familyId: number, shown: BirthsShown) =>
  byDecade(db, familyId, 'date_of_birth', shownFilter(shown));

/** Living persons with a birth date that `shown` leaves out. */
export async function countHiddenBirths(db: Db, familyId: number, shown: BirthsShown) {
  if (shown.all) return 0;
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from persons p
    where p.family_id = ${familyId} and length(p.date_of_birth) >= 4
      and not ${shownFilter(shown)}`.execute(db);
  return int(rows[0]?.n);
}

export const deathsByDecade = (db: Db, familyId: number) =>
  byDecade(db, familyId, 'date_of_death', sql`1 = 1`);

/**
 * Ages at death in bars of `width` years. Whole years from the two dates; with a partial date the
 * months or only the years count. A death before the birth is bad data and left out.
 */
export async function agesAtDeath(db: Db, familyId: number, years: number) {
  // A literal: SQLite would divide by a bound number as a real.
  const width = sql.lit(years);
  const { rows } = await sql<{ bin: number | string; n: number | string }>`
    select (a.age / ${width}) * ${width} as bin, count(*) as n from (
      select cast(substr(p.date_of_death, 1, 4) as integer)
        - cast(substr(p.date_of_birth, 1, 4) as integer)
        - (case
            when length(p.date_of_birth) >= 10 and length(p.date_of_death) >= 10
              and substr(p.date_of_death, 6, 5) < substr(p.date_of_birth, 6, 5) then 1
            when length(p.date_of_birth) >= 7 and length(p.date_of_death) >= 7
              and substr(p.date_of_death, 6, 2) < substr(p.date_of_birth, 6, 2) then 1
            else 0 end) as age
      from persons p
      where p.family_id = ${familyId}
        and length(p.date_of_birth) >= 4 and length(p.date_of_death) >= 4
    ) a where a.age >= 0
    group by (a.age / ${width}) * ${width} order by bin`.execute(db);
  return rows.map((r) => ({ from: int(r.bin), count: int(r.n) }));
}

async function topNames(
  db: Db,
  familyId: number,
  column: 'first_name' | 'last_name',
  gender: string | null,
  limit: number,
): Promise<NameCount[]> {
  const name = sql.ref(`p.${column}`);
  const ofGender = gender === null ? sql`1 = 1` : sql`p.gender = ${gender}`;
  const { rows } = await sql<{ name: string; n: number | string }>`
    select ${name} as name, count(*) as n from persons p
    where p.family_id = ${familyId} and ${ofGender} and trim(${name}) <> ''
    group by ${name} order by count(*) desc, ${name} limit ${sql.lit(limit)}`.execute(db);
  return rows.map((r) => ({ name: r.name, count: int(r.n) }));
}

export const topGivenNames = (db: Db, familyId: number, gender: 'M' | 'F', limit: number) =>
  topNames(db, familyId, 'first_name', gender, limit);

export const topSurnames = (db: Db, familyId: number, limit: number) =>
  topNames(db, familyId, 'last_name', null, limit);
