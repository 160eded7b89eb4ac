import type { PersonSection, ProfileVersions } from '@familytree/shared';
import { sectionVersions } from '../history/history.repository.js';
import type { PersonsTable } from '../../db/schema.js';
import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import {
  assertCurrentVersion,
  lockForEdit,
  recordChange,
  type Fields,
} from '../history/history.writer.js';
import { searchNameOf } from '../tree/person-name.js';
import {
  findPersonRow,
  readSectionRows,
  replaceList,
  updatePersonFields,
  type ListTable,
} from './profiles.repository.js';

type PersonColumn = keyof PersonsTable;

/**
 * What each profile tab writes: person columns and whole lists. The history records a tab's save
 * as these fields (list fields hold the whole list), and a revert writes them back the same way.
 */
export const personSectionFields: Record<
  PersonSection,
  { columns: PersonColumn[]; lists: ListTable[] }
> = {
  basic: {
    columns: [
      'first_name',
      'middle_name',
      'last_name',
      'nick_name',
      'family_name',
      'country_of_birth',
      'place_of_birth',
      'gender',
      'date_of_birth',
      'living',
      'date_of_death',
    ],
    lists: [],
  },
  photo: { columns: ['photo_url'], lists: [] },
  cover: { columns: ['cover_photo_url'], lists: [] },
  contact: {
    columns: ['phone_country_code', 'phone_number', 'email'],
    lists: ['addresses', 'social_links', 'living_timeline'],
  },
  education: {
    columns: ['privacy_education', 'privacy_work'],
    lists: ['academic_history', 'work_history'],
  },
  about: { columns: ['about'], lists: ['life_events'] },
};

const listKeys = new Set<string>(Object.values(personSectionFields).flatMap((s) => s.lists));
const nameColumns = new Set<string>(['first_name', 'middle_name', 'last_name', 'nick_name']);

/** A list row without its keys: what the edit screens send and a revert writes back. */
function content(row: object): Fields {
  const { id: _id, family_id: _f, person_id: _p, ...rest } = row as Fields;
  return rest;
}

/** A section's current values (only its own columns and lists), as `writePersonFields` takes them. */
export async function readPersonSection(
  db: Db,
  familyId: number,
  personId: number,
  section: PersonSection,
): Promise<Fields | null> {
  const { columns, lists } = personSectionFields[section];
  const rows = await readSectionRows(db, familyId, personId, columns, lists);
  if (!rows) return null;
  const fields: Fields = { ...rows.person };
  for (const [table, list] of Object.entries(rows.lists)) fields[table] = list.map(content);
  return fields;
}

/** Writes columns and whole lists of one person; the search name follows the names. */
export async function writePersonFields(
  db: Db,
  familyId: number,
  personId: number,
  fields: Fields,
): Promise<void> {
  const columns = Object.fromEntries(Object.entries(fields).filter(([k]) => !listKeys.has(k)));
  await updatePersonFields(db, familyId, personId, { ...columns, updated_at: nowIso() });
  for (const [table, rows] of Object.entries(fields)) {
    if (listKeys.has(table))
      await replaceList(db, table as ListTable, familyId, personId, rows as object[]);
  }
  if (Object.keys(columns).some((c) => nameColumns.has(c))) {
    const row = (await findPersonRow(db, familyId, personId))!;
    await updatePersonFields(db, familyId, personId, { search_name: searchNameOf(row) });
  }
}

export interface SectionSave {
  user: AuthUser;
  familyId: number;
  personId: number;
  section: PersonSection;
  /** The version the editor loaded (the section's newest record id, 0 for none). */
  version: number;
  fields: Fields;
}

/**
 * One tab's save: in one transaction, refused when the tab changed since the editor loaded it,
 * written, and recorded with the tab's values before and after.
 */
export async function savePersonSection(trx: Db, save: SectionSave): Promise<void> {
  const ref = { entityType: 'person', entityId: save.personId, section: save.section };
  await lockForEdit(trx, 'persons', save.personId);
  await assertCurrentVersion(trx, ref, save.version);
  const before = await readPersonSection(trx, save.familyId, save.personId, save.section);
  await writePersonFields(trx, save.familyId, save.personId, save.fields);
  const after = await readPersonSection(trx, save.familyId, save.personId, save.section);
  await recordChange(trx, {
    ...ref,
    familyId: save.familyId,
    user: save.user,
    action: `profile.${save.section}`,
    personId: save.personId,
    before,
    after,
  });
}

/** Each tab's version: its newest history record's id, 0 when it has none. */
export async function profileVersions(db: Db, personId: number): Promise<ProfileVersions> {
  const versions = await sectionVersions(db, 'person', personId);
  return Object.fromEntries(
    Object.keys(personSectionFields).map((s) => [s, versions.get(s) ?? 0]),
  ) as ProfileVersions;
}
