import type { Db } from '../../infra/database.js';

export interface FamilyCounts {
  id: number;
  name: string;
  domainName: string;
  personCount: number;
  adminCount: number;
}

/**
 * Every family with its number of persons and of admins (ACTIVE or INVITED): the dashboard's
 * list, deliberately across all families (platform admin only).
 */
export async function familiesWithCounts(db: Db): Promise<FamilyCounts[]> {
  const [families, persons, admins] = await Promise.all([
    db.selectFrom('families').select(['id', 'name', 'domain_name']).orderBy('name').execute(),
    db
      .selectFrom('persons')
      .select(['family_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('family_id')
      .execute(),
    db
      .selectFrom('memberships')
      .select(['family_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('status', 'in', ['ACTIVE', 'INVITED'])
      .groupBy('family_id')
      .execute(),
  ]);
  const count = (rows: Array<{ family_id: number; n: string | number }>, id: number) =>
    Number(rows.find((r) => r.family_id === id)?.n ?? 0);
  return families.map((f) => ({
    id: f.id,
    name: f.name,
    domainName: f.domain_name,
    personCount: count(persons, f.id),
    adminCount: count(admins, f.id),
  }));
}
