import { sql, type Insertable } from 'kysely';
import { insertDefaultMenus } from '../../apps/api/src/modules/data/site-menus.repository.js';
import type { PersonsTable, UnionsTable } from '../../apps/api/src/db/schema.js';
import { insertFamily } from '../../apps/api/src/modules/data/families.repository.js';
import { searchNameOf } from '../../apps/api/src/modules/data/person-name.js';
import { nowIso } from '../../apps/api/src/infra/clock.js';
import type { DatabaseHandle } from '../../apps/api/src/infra/database.js';
import type { FamilyPlan } from './family-plan.js';

/** A planned family as written: its ids, and each planned person's row id (`personIds[key]`). */
export interface WrittenFamily {
  plan: FamilyPlan;
  familyId: number;
  domain: string;
  outsideFamilyId: number;
  personIds: number[];
  seconds: number;
}

// 1,000 rows × 18 columns stays below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const batchSize = 1000;

/**
 * Writes the plan through the product's own data layer (Kysely on the app's handle) in one
 * transaction, with multi-row inserts. Person ids are given explicitly so that parents and spouses
 * can be referred to inside the same batch; PostgreSQL's sequence is moved past them afterwards.
 */
export async function writeFamily(
  { db, dialect }: DatabaseHandle,
  plan: FamilyPlan,
  domain: string,
): Promise<WrittenFamily> {
  const started = performance.now();
  const now = nowIso();
  const result = await db.transaction().execute(async (trx) => {
    const familyId = await insertFamily(trx, domain, `Bench family of ${plan.size} persons`);
    await insertDefaultMenus(trx, familyId);
    const outsideFamilyId = await insertFamily(trx, `${domain}-outside`, `Spouses of ${domain}`);
    await insertDefaultMenus(trx, outsideFamilyId);

    const max = await trx
      .selectFrom('persons')
      .select((eb) => eb.fn.max<number | null>('id').as('id'))
      .executeTakeFirstOrThrow();
    const firstId = Number(max.id ?? 0) + 1;
    const personIds = plan.persons.map((p) => firstId + p.key);
    const idOf = (key: number | null) => (key === null ? null : personIds[key]!);

    const persons: Insertable<PersonsTable>[] = plan.persons.map((p) => ({
      id: personIds[p.key]!,
      family_id: p.inFamily ? familyId : outsideFamilyId,
      first_name: p.firstName,
      middle_name: p.middleName,
      last_name: p.lastName,
      gender: p.gender,
      date_of_birth: p.birthDate,
      date_of_death: p.deathDate,
      living: p.deathDate === null ? 1 : 0,
      father_id: idOf(p.fatherKey),
      mother_id: idOf(p.motherKey),
      child_order: p.childOrder,
      search_name: searchNameOf({
        first_name: p.firstName,
        middle_name: p.middleName,
        last_name: p.lastName,
      }),
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < persons.length; i += batchSize) {
      await trx
        .insertInto('persons')
        .values(persons.slice(i, i + batchSize))
        .execute();
    }

    const unions: Insertable<UnionsTable>[] = plan.unions.map((u) => ({
      family_id: familyId,
      person_id: personIds[u.personKey]!,
      spouse_id: personIds[u.spouseKey]!,
      union_order: 1,
      created_at: now,
    }));
    for (let i = 0; i < unions.length; i += batchSize) {
      await trx
        .insertInto('unions')
        .values(unions.slice(i, i + batchSize))
        .execute();
    }

    if (dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('persons', 'id'), (select max(id) from persons))`.execute(
        trx,
      );
    }
    return { familyId, outsideFamilyId, personIds };
  });
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  return { plan, domain, ...result, seconds: (performance.now() - started) / 1000 };
}
