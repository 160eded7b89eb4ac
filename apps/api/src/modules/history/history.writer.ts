import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import { dialectOf, type Db } from '../../infra/database.js';
import { AppError, invalidInput } from '../../infra/errors.js';
import { errorCodes } from '@familytree/shared';
import { stillInEffect } from './in-effect.js';
import {
  firstChangeAboutAfter,
  newerChangesInFamily,
  insertChange,
  linkChangePersons,
  lockRow,
  newestOfSection,
  type ChangeRow,
  type LockableTable,
  type SectionRef,
} from './history.repository.js';
import { serverText } from '../../infra/user-text.js';
import { historyTexts } from './history-texts.js';
import type { UserText } from '../../infra/user-text.js';

/**
 * The one way a write enters the change history (docs/decisions/0023): called by the services with
 * the transaction of the write, so a record exists exactly when its change was committed.
 */
export type Fields = Record<string, unknown>;

export interface ChangeToRecord extends Omit<SectionRef, 'entityId'> {
  /** Null for a write about no single entity (an import). */
  entityId: number | null;
  familyId: number;
  /** Null for the product's own writes (none yet): then named "System". */
  user: AuthUser | null;
  action: string;
  /** The person the change is about, for the person filter and the profile's History tab. */
  personId: number | null;
  /** Further persons it is about (a place rename's rewritten facts): their histories list it. */
  alsoAbout?: readonly number[];
  /** Null when the entity was created (before) or deleted (after). */
  before: Fields | null;
  after: Fields | null;
  revertsId?: number;
}

/** JSON with sorted keys: rows read from the database and rows built by a service compare equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Field -> { before, after } of the fields whose value changed. */
export function fieldChanges(before: Fields | null, after: Fields | null) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (before && after && stableJson(b) === stableJson(a)) continue;
    changes[field] = { before: b, after: a };
  }
  return changes;
}

const nameOf = (user: AuthUser | null) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : 'System';

/**
 * Appends the record of one write; an edit that changed no field is not recorded (it changed
 * nothing, and keeps the section's version). Answers the record's id, or null.
 */
export async function recordChange(trx: Db, change: ChangeToRecord): Promise<number | null> {
  const changes = fieldChanges(change.before, change.after);
  if (Object.keys(changes).length === 0) return null;
  const id = await insertChange(trx, {
    family_id: change.familyId,
    user_id: change.user?.userId ?? null,
    user_name: nameOf(change.user),
    created_at: nowIso(),
    action: change.action,
    entity_type: change.entityType,
    entity_id: change.entityId,
    person_id: change.personId,
    section: change.section,
    changes: JSON.stringify(changes),
    reverts_id: change.revertsId ?? null,
  });
  const others = (change.alsoAbout ?? []).filter((p) => p !== change.personId);
  await linkChangePersons(trx, change.familyId, id, others);
  return id;
}

/**
 * The recorder of one kind of simple entity (events, news posts, albums): each write names its
 * action, entity, and the entity's fields before and after.
 */
export function recorderFor<Row>(kind: {
  entityType: ChangeToRecord['entityType'];
  section: ChangeToRecord['section'];
  fields: (row: Row) => Fields;
  personOf?: (row: Row) => number | null;
}) {
  return (
    trx: Db,
    user: AuthUser,
    familyId: number,
    action: string,
    entityId: number,
    before: Row | null,
    after: Row | null,
    /** What only a revert needs ("_row": the whole row a deletion takes away). */
    keptBefore: Fields = {},
  ) => {
    const row = after ?? before;
    return recordChange(trx, {
      familyId,
      user,
      action,
      entityType: kind.entityType,
      entityId,
      personId: row && kind.personOf ? kind.personOf(row) : null,
      section: kind.section,
      before: before && { ...kind.fields(before), ...keptBefore },
      after: after && kind.fields(after),
    });
  };
}

/**
 * Holds the entity's row until the transaction ends, so two saves of one section run one after the
 * other and the second sees the first's record. SQLite writes one transaction at a time anyway.
 */
export async function lockForEdit(trx: Db, table: LockableTable, id: number) {
  if (dialectOf(trx) === 'postgres') await lockRow(trx, table, id);
}

/** A save based on an older version than the section's newest record: 409 naming that record. */
export async function assertCurrentVersion(trx: Db, ref: SectionRef, version: number) {
  assertVersionOf(await newestOfSection(trx, ref), version);
}

/** The same check against a newest record already read (with the row it versions). */
export function assertVersionOf(
  newest: Pick<ChangeRow, 'id' | 'user_name' | 'created_at'> | undefined,
  version: number,
) {
  if ((newest?.id ?? 0) === version) return;
  if (version > (newest?.id ?? 0))
    throw invalidInput({ version: serverText('history.noSuchVersion') });
  const who = newest?.user_name ?? historyTexts.someone();
  throw new AppError(
    409,
    errorCodes.conflict,
    historyTexts.staleVersion(who, newest?.created_at ?? nowIso()),
    { version: historyTexts.changedBy(who) },
  );
}

/**
 * Refuses (409) a revert that later changes depend on: `dependents` are the persons (with what to
 * call them) the revert would leave dangling; the message names the first later record about one
 * of them, or the person when no record names them (rows older than the history).
 */
export async function assertNothingDependsOn(
  trx: Db,
  familyId: number,
  afterId: number,
  dependents: Array<{ personId: number; what: UserText }>,
): Promise<void> {
  if (dependents.length === 0) return;
  const later = await firstChangeAboutAfter(
    trx,
    familyId,
    dependents.map((d) => d.personId),
    afterId,
  );
  const what = dependents.find((d) => d.personId === later?.person_id) ?? dependents[0]!;
  throw new AppError(
    409,
    errorCodes.conflict,
    later
      ? historyTexts.dependsOnLater(what.what, later.user_name, later.created_at)
      : historyTexts.dependsOn(what.what),
  );
}

/** Refuses (409) a revert when a later record is about one of the persons in `range`. */
export async function assertNoLaterChangeAbout(
  trx: Db,
  familyId: number,
  afterId: number,
  range: { from: number; to: number },
  what: UserText,
): Promise<void> {
  const later = await firstChangeAboutAfter(trx, familyId, range, afterId);
  if (later)
    throw new AppError(
      409,
      errorCodes.conflict,
      historyTexts.dependsOnLater(what, later.user_name, later.created_at),
    );
}

/**
 * Refuses (409) a revert when a newer record of the family is about the same entity: that one is
 * reverted first (an account's records in another family are about another membership).
 */
export async function assertNoNewerChange(
  trx: Db,
  familyId: number,
  change: ChangeRow & { entity_id: number },
): Promise<void> {
  const [newer] = stillInEffect(await newerChangesInFamily(trx, familyId, change), change.id);
  if (newer)
    throw new AppError(
      409,
      errorCodes.conflict,
      historyTexts.newerChange(newer.user_name, newer.created_at),
    );
}
