import {
  addDays,
  isFullDate,
  nextAnniversary,
  parseGedcomDate,
  upcomingDays,
  type Anniversary,
} from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import type { PrivacyPolicy } from '../access/privacy.js';
import {
  anniversaryPersons,
  marriagesOfFamily,
  personsByIds,
  unionMarriagesOfFamily,
  type AnniversaryPersonRow,
} from './events.repository.js';

/**
 * Birthdays and wedding anniversaries of living members, remembrance days of the deceased, as
 * the viewer may see them (decision 0019): a living person's birthday or marriage day is a full
 * date, so it reaches a visitor only when the family shows visitors full dates.
 */
export interface YearlyEntry {
  kind: Anniversary['kind'];
  /** The day it started (the birth, the marriage, the death): full, YYYY-MM-DD. */
  since: string;
  persons: AnniversaryPersonRow[];
}

const nameOf = (p: AnniversaryPersonRow) => `${p.first_name} ${p.last_name}`.trim();

/** Every yearly entry of the family the viewer may see; `monthDays` narrows the persons read. */
export async function yearlyEntries(
  db: Db,
  policy: PrivacyPolicy,
  monthDays: string[] | null,
): Promise<YearlyEntry[]> {
  const familyId = policy.familyId;
  const entries: YearlyEntry[] = [];
  const shown = (p: AnniversaryPersonRow) => policy.disclose(p).fullDates;
  for (const p of await anniversaryPersons(db, familyId, monthDays)) {
    const living = policy.isLiving(p);
    if (living && isFullDate(p.date_of_birth) && shown(p))
      entries.push({ kind: 'BIRTHDAY', since: p.date_of_birth, persons: [p] });
    if (!living && isFullDate(p.date_of_death))
      entries.push({ kind: 'REMEMBRANCE', since: p.date_of_death, persons: [p] });
  }
  const inWindow = (date: string) => !monthDays || monthDays.includes(date.slice(5));
  // A day entered in the member dialog wins over an imported one for the same couple.
  const entered = (await unionMarriagesOfFamily(db, familyId, monthDays)).flatMap((m) =>
    isFullDate(m.marriage_date) ? [{ ...m, exact: m.marriage_date }] : [],
  );
  const coupleKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const known = new Set(entered.map((m) => coupleKey(m.person_id, m.spouse_id)));
  const imported = (await marriagesOfFamily(db, familyId)).flatMap((m) => {
    const exact = parseGedcomDate(m.date_phrase).exact;
    return exact && inWindow(exact) && !known.has(coupleKey(m.person_id, m.spouse_id))
      ? [{ ...m, exact }]
      : [];
  });
  const marriages = [...entered, ...imported];
  const partners = new Map(
    (
      await personsByIds(db, familyId, [
        ...new Set(marriages.flatMap((m) => [m.person_id, m.spouse_id])),
      ])
    ).map((p) => [p.id, p]),
  );
  for (const m of marriages) {
    const couple = [partners.get(m.person_id), partners.get(m.spouse_id)];
    // An anniversary of a couple who are both alive; the day is theirs, so both must be shown.
    if (couple.every((p) => p && policy.isLiving(p) && shown(p)))
      entries.push({
        kind: 'WEDDING_ANNIVERSARY',
        since: m.exact,
        persons: couple as AnniversaryPersonRow[],
      });
  }
  return entries;
}

/** The days of the year (MM-DD) from today on for the page's window, 29 February included. */
export function windowMonthDays(today: string, days: number = upcomingDays): string[] {
  const monthDays = new Set<string>();
  for (let i = 0; i <= days; i++) monthDays.add(addDays(today, i).slice(5));
  // Born on 29 February: kept on 28 February in other years (shared events.ts).
  if (monthDays.has('02-28')) monthDays.add('02-29');
  return [...monthDays];
}

/** The entries whose next day falls in the window, soonest first. */
export async function upcomingAnniversaries(db: Db, policy: PrivacyPolicy): Promise<Anniversary[]> {
  const entries = await yearlyEntries(db, policy, windowMonthDays(policy.today));
  const upcoming = entries.flatMap((entry) => {
    const next = nextAnniversary(entry.since, policy.today);
    if (!next) return [];
    return [
      {
        kind: entry.kind,
        date: next.date,
        years: next.years,
        persons: entry.persons.map((p) => ({ personId: p.id, name: nameOf(p) })),
      },
    ];
  });
  return upcoming.sort(
    (a, b) => a.date.localeCompare(b.date) || a.persons[0]!.name.localeCompare(b.persons[0]!.name),
  );
}

export { nameOf };
