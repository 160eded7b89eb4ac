import type { PersonSection, ProfileVersions } from '@familytree/shared';
import { sectionVersions } from '../history/history-versions.js';
import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { assertVersionOf, recordChange, type Fields } from '../history/history.writer.js';
import { searchNameOf } from '../data/person-name.js';
import { notFound } from '../../infra/errors.js';
import {
  findPersonRow,
  lockSectionColumns,
  readListRows,
  readSectionRows,
  replaceList,
  updatePersonFields,
  type ListTable,
} from '../data/profiles.repository.js';
import { personSectionFields } from '../data/profile-sections.js';
import { serverText } from '../../infra/user-text.js';

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

/**
 * Writes columns and whole lists of one person; the search name follows the names. `current` (the
 * values before, when the caller has them) spares reading the names back for the search name.
 */
export async function writePersonFields(
  db: Db,
  familyId: number,
  personId: number,
  fields: Fields,
  current: Fields = {},
): Promise<void> {
  const columns = Object.fromEntries(Object.entries(fields).filter(([k]) => !listKeys.has(k)));
  const renamed = Object.keys(columns).some((c) => nameColumns.has(c));
  const names = { ...current, ...columns };
  const namesKnown = [...nameColumns].every((c) => c in names);
  await updatePersonFields(db, familyId, personId, {
    ...columns,
    ...(renamed && namesKnown ? { search_name: searchNameOf(names as never) } : {}),
    updated_at: nowIso(),
  });
  for (const [table, rows] of Object.entries(fields)) {
    if (listKeys.has(table))
      await replaceList(db, table as ListTable, familyId, personId, rows as object[]);
  }
  if (renamed && !namesKnown) {
    const row = (await findPersonRow(db, familyId, personId))!;
    await updatePersonFields(db, familyId, personId, { search_name: searchNameOf(row) });
  }
}

export interface SectionSave {
  user: AuthUser;
  familyId: number;
  personId: number;
  section: PersonSection;
  /**
   * The version the editor loaded (the section's newest record id, 0 for none); undefined: an
   * unconditional save (a client that knows no versions; the web app always sends one).
   */
  version: number | undefined;
  fields: Fields;
}

/**
 * One tab's save: in one transaction, refused when the tab changed since the editor loaded it,
 * written, and recorded with the tab's values before and after.
 */
export async function savePersonSection(trx: Db, save: SectionSave): Promise<void> {
  const ref = { entityType: 'person', entityId: save.personId, section: save.section };
  const { columns, lists } = personSectionFields[save.section];
  // The lock, the version check and the tab's columns before the save: one statement.
  const locked = await lockSectionColumns(trx, save.familyId, save.personId, columns, save.section);
  if (!locked) throw notFound(serverText('members.notFound'));
  if (save.version !== undefined) assertVersionOf(locked.newest, save.version);
  const before: Fields = { ...locked.person };
  for (const [table, rows] of Object.entries(
    await readListRows(trx, save.familyId, save.personId, lists),
  ))
    before[table] = rows.map(content);
  await writePersonFields(trx, save.familyId, save.personId, save.fields, before);
  // The columns after are the ones before with the saved ones over them; lists are read back, as
  // the database orders them (a revert compares them with what it reads).
  const after: Fields = { ...before, ...save.fields };
  for (const [table, rows] of Object.entries(
    await readListRows(trx, save.familyId, save.personId, lists),
  ))
    after[table] = rows.map(content);
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
