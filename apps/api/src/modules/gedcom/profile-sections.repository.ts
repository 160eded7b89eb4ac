import type { Db } from '../../infra/database.js';
import type { IdRange } from './gedcom.repository.js';

/**
 * The profile sections of a page of persons, for the export: work, education, the living
 * timeline, life events and addresses, whether typed into the product or filled by an import.
 */

type SectionTable =
  'work_history' | 'academic_history' | 'living_timeline' | 'life_events' | 'addresses';

function sectionRows<T extends SectionTable>(
  db: Db,
  table: T,
  familyId: number,
  ids: number[],
  range?: IdRange,
) {
  // One table at a time keeps each query's row type exact.
  return db
    .selectFrom(table as SectionTable)
    .selectAll()
    .where('family_id', '=', familyId)
    .$call((q) =>
      range
        ? q.where('person_id', '>=', range.from).where('person_id', '<=', range.to)
        : q.where('person_id', 'in', ids),
    );
}

export async function profileSectionsOf(db: Db, familyId: number, ids: number[], range?: IdRange) {
  if (ids.length === 0)
    return { work: [], academic: [], timeline: [], lifeEvents: [], addresses: [] };
  const [work, academic, timeline, lifeEvents, addresses] = await Promise.all([
    sectionRows(db, 'work_history', familyId, ids, range).orderBy('position').execute() as Promise<
      WorkRow[]
    >,
    sectionRows(db, 'academic_history', familyId, ids, range)
      .orderBy('position')
      .execute() as Promise<AcademicRow[]>,
    sectionRows(db, 'living_timeline', familyId, ids, range)
      .orderBy('position')
      .execute() as Promise<TimelineRow[]>,
    sectionRows(db, 'life_events', familyId, ids, range).orderBy('position').execute() as Promise<
      LifeEventRow[]
    >,
    sectionRows(db, 'addresses', familyId, ids, range).orderBy('id').execute() as Promise<
      AddressRow[]
    >,
  ]);
  return { work, academic, timeline, lifeEvents, addresses };
}

interface Months {
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
}
export interface WorkRow extends Months {
  person_id: number;
  role: string;
  company: string;
  location: string | null;
}
export interface AcademicRow extends Months {
  person_id: number;
  course: string;
  college_university: string;
}
export interface TimelineRow extends Months {
  person_id: number;
  country: string | null;
  state: string | null;
}
export interface LifeEventRow extends Months {
  id: number;
  person_id: number;
  start_day: number | null;
  end_day: number | null;
  title: string;
  detail: string | null;
  photo: string | null;
  photo_description: string | null;
}
export interface AddressRow {
  person_id: number;
  address_type: string;
  street_address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

export type ProfileSections = Awaited<ReturnType<typeof profileSectionsOf>>;
