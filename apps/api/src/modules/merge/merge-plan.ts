import type { MergeField, MergeSide } from '@familytree/shared';
import type { Row } from '../data/whole-rows.repository.js';
import type { RowSet, RowSetTable } from '../data/row-sets.repository.js';

/**
 * What a merge of `other` into `keep` makes of the rows that name either (decision 0053): pure,
 * so the service only reads the rows before, and writes the difference.
 */
export const fieldColumns: Record<MergeField, readonly string[]> = {
  firstName: ['first_name'],
  middleName: ['middle_name'],
  lastName: ['last_name'],
  nickName: ['nick_name'],
  familyName: ['family_name'],
  gender: ['gender'],
  countryOfBirth: ['country_of_birth'],
  placeOfBirth: ['place_of_birth'],
  dateOfBirth: ['date_of_birth'],
  dateOfDeath: ['date_of_death'],
  livingStatus: ['living'],
  photoUrl: ['photo_url'],
  coverPhotoUrl: ['cover_photo_url'],
  phone: ['phone_country_code', 'phone_number'],
  email: ['email'],
  about: ['about'],
  father: ['father_id'],
  mother: ['mother_id'],
};

const empty = (value: unknown) =>
  value === null || value === undefined || value === '' || value === 'U';
export const hasValue = (row: Row, field: MergeField) =>
  fieldColumns[field].some((c) => !empty(row[c]));
export const sameValue = (a: Row, b: Row, field: MergeField) =>
  fieldColumns[field].every((c) => (a[c] ?? null) === (b[c] ?? null));

/** Whose value of `field` stays: the choice, else the kept person's when it has one. */
export function sideOf(
  field: MergeField,
  keep: Row,
  other: Row,
  choices: Partial<Record<MergeField, MergeSide>>,
): MergeSide {
  return choices[field] ?? (hasValue(keep, field) || !hasValue(other, field) ? 'keep' : 'other');
}

/** The parent fields both persons fill differently, without a choice: the merge is refused. */
export const unchosenParents = (
  keep: Row,
  other: Row,
  choices: Partial<Record<MergeField, MergeSide>>,
): Array<'father' | 'mother'> =>
  (['father', 'mother'] as const).filter(
    (f) => !choices[f] && hasValue(keep, f) && hasValue(other, f) && !sameValue(keep, other, f),
  );

/** The kept person's row after the merge: the chosen value of every field. */
export function mergedPerson(
  keep: Row,
  other: Row,
  choices: Partial<Record<MergeField, MergeSide>>,
): Row {
  const merged: Row = { ...keep };
  for (const field of Object.keys(fieldColumns) as MergeField[])
    if (sideOf(field, keep, other, choices) === 'other')
      for (const column of fieldColumns[field]) merged[column] = other[column];
  return merged;
}

const personColumns: Partial<Record<RowSetTable, readonly string[]>> = {
  persons: ['father_id', 'mother_id'],
  unions: ['person_id', 'spouse_id'],
  gedcom_events: ['person_id', 'spouse_id'],
  gedcom_kept: ['person_id', 'spouse_id'],
  citations: ['person_id'],
  note_links: ['person_id'],
  media_links: ['person_id'],
  addresses: ['person_id'],
  living_timeline: ['person_id'],
  social_links: ['person_id'],
  academic_history: ['person_id'],
  work_history: ['person_id'],
  life_events: ['person_id'],
  branch_assignments: ['person_id'],
  memberships: ['person_id'],
  link_requests: ['person_id', 'target_person_id'],
  albums: ['person_id'],
  album_photos: ['person_id'],
  duplicate_dismissals: ['person_a_id', 'person_b_id'],
  merged_persons: ['kept_id'],
};
/** Where rows of a table name a person: the merge re-points each, the snapshot reads by them. */
export const personColumnsOf = personColumns;

/** Rows that must stay one of a kind for the same person: a second one of the other's goes. */
const twinKey: Partial<Record<RowSetTable, (row: Row) => string>> = {
  addresses: (r) => `${String(r.person_id)}:${String(r.address_type)}`,
  branch_assignments: (r) => `${String(r.family_id)}:${String(r.user_id)}:${String(r.person_id)}`,
  link_requests: (r) =>
    r.status === 'PENDING'
      ? `${String(r.person_id)}:${String(r.target_person_id)}`
      : `id ${String(r.id)}`,
};

/** Re-points every row of `before` from `other` to `keep`; answers the rows as they will be. */
export function movedRows(before: RowSet, keep: Row, other: Row, mergedKeep: Row): RowSet {
  const keepId = Number(keep.id);
  const otherId = Number(other.id);
  const swap = (value: unknown) => (value === otherId ? keepId : value);
  const after: RowSet = {};
  for (const [table, rows] of Object.entries(before) as Array<[RowSetTable, Row[]]>) {
    const columns = personColumns[table] ?? [];
    after[table] = rows.map((row) => {
      const moved = { ...row };
      for (const column of columns) moved[column] = swap(row[column]);
      return moved;
    });
  }
  after.persons = (after.persons ?? [])
    .filter((p) => p.id !== otherId)
    .map((p) => (p.id === keepId ? mergedKeep : p));
  // An imported event of the couple the two were becomes the kept person's own.
  for (const table of ['gedcom_events', 'gedcom_kept'] as const)
    for (const row of after[table] ?? [])
      if (row.spouse_id === row.person_id && row.person_id !== null) row.spouse_id = null;
  joinUnions(after, keepId);
  joinDismissals(after, before, otherId);
  for (const [table, key] of Object.entries(twinKey) as Array<[RowSetTable, (r: Row) => string]>) {
    const rows = after[table];
    if (!rows) continue;
    const kept = new Set(
      rows.filter((r) => before[table]!.find((b) => b.id === r.id)?.person_id !== otherId).map(key),
    );
    after[table] = rows.filter((r) => {
      const wasOthers = before[table]!.find((b) => b.id === r.id)?.person_id === otherId;
      if (!wasOthers) return true;
      if (kept.has(key(r))) return false;
      kept.add(key(r));
      return true;
    });
  }
  return after;
}

/**
 * "Not a duplicate" of the two merged persons goes; one re-pointed to the kept person keeps its
 * pair in order (a < b), and the same pair twice stays once (decision 0054).
 */
function joinDismissals(after: RowSet, before: RowSet, otherId: number) {
  const rows = after.duplicate_dismissals;
  if (!rows) return;
  // A row that already names the kept person stays; the moved twin goes (no update meets it).
  const moved = new Set(
    (before.duplicate_dismissals ?? [])
      .filter((r) => r.person_a_id === otherId || r.person_b_id === otherId)
      .map((r) => Number(r.id)),
  );
  const rank = (r: Row) => (moved.has(Number(r.id)) ? 1 : 0);
  const seen = new Set<string>();
  after.duplicate_dismissals = [...rows]
    .sort((x, y) => rank(x) - rank(y) || Number(x.id) - Number(y.id))
    .flatMap((row) => {
      const a = Number(row.person_a_id);
      const b = Number(row.person_b_id);
      const pair = `${Math.min(a, b)}:${Math.max(a, b)}`;
      if (a === b || seen.has(pair)) return [];
      seen.add(pair);
      return [{ ...row, person_a_id: Math.min(a, b), person_b_id: Math.max(a, b) }];
    });
}

/**
 * The same couple twice becomes one union (the one already the kept person's); a union of the
 * two merged persons goes. What named a union that goes names the one that stays, or the person.
 */
function joinUnions(after: RowSet, keepId: number) {
  const unions = after.unions ?? [];
  const pair = (u: Row) =>
    [Number(u.person_id), Number(u.spouse_id)].sort((a, b) => a - b).join(':');
  const byPair = new Map<string, Row>();
  const replaced = new Map<number, number | null>();
  for (const union of [...unions].sort((a, b) => Number(a.id) - Number(b.id))) {
    if (union.person_id === union.spouse_id) {
      replaced.set(Number(union.id), null);
      continue;
    }
    const twin = byPair.get(pair(union));
    if (!twin) {
      byPair.set(pair(union), union);
      continue;
    }
    twin.marriage_date ??= union.marriage_date;
    twin.marriage_place ??= union.marriage_place;
    replaced.set(Number(union.id), Number(twin.id));
  }
  after.unions = unions.filter((u) => !replaced.has(Number(u.id)));
  for (const table of ['citations', 'note_links', 'media_links'] as const)
    for (const row of after[table] ?? []) {
      if (typeof row.union_id !== 'number' || !replaced.has(row.union_id)) continue;
      const to = replaced.get(row.union_id)!;
      row.union_id = to;
      if (to === null) row.person_id = keepId;
    }
}
