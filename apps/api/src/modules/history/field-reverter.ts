import { historyMessages } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import type { ChangeReverter } from './change-reverters.js';
import { newerChangesOf } from './history.repository.js';
import { stillInEffect } from './in-effect.js';
import { storedChanges } from './history.view.js';
import type { Fields } from './history.writer.js';
import { historyTexts } from './history-texts.js';

/**
 * An entity whose records a revert writes back field by field (docs/decisions/0023): a person's
 * profile-tab values, a menu's name and draft, an event's or a post's fields.
 */
export interface FieldTarget {
  /** The fields a record of `section` may hold to be revertible, or undefined: never. */
  fields(section: string): ReadonlySet<string> | undefined;
  /** Holds the entity until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  lock(trx: Db, id: number): Promise<void>;
  /** The entity's current values, or null when it no longer exists. */
  read(trx: Db, familyId: number, id: number, section: string): Promise<Fields | null>;
  /** Refuses (409) a write-back that would break a rule the entity must keep. */
  check?(trx: Db, familyId: number, id: number, fields: Fields): Promise<void>;
  write(trx: Db, familyId: number, id: number, fields: Fields): Promise<void>;
}

/**
 * Writes back the values a change replaced, when no newer change touched the same fields (409
 * naming the newer one otherwise) and the entity still exists.
 */
export function fieldReverter(target: FieldTarget): ChangeReverter {
  return {
    revertible(change) {
      if (change.entity_id === null) return false;
      const allowed = target.fields(change.section);
      return !!allowed && Object.keys(storedChanges(change)).every((f) => allowed.has(f));
    },
    async revert(trx, familyId, change) {
      const entityId = change.entity_id!;
      await target.lock(trx, entityId);
      const fields = storedChanges(change);
      const newer = stillInEffect(
        await newerChangesOf(trx, change.entity_type, entityId, change.id),
        change.id,
      ).find((n) => Object.keys(storedChanges(n)).some((f) => f in fields));
      if (newer) throw conflict(historyTexts.newerChange(newer.user_name, newer.created_at));
      const before = await target.read(trx, familyId, entityId, change.section);
      if (!before) throw conflict(historyMessages.entityGone);
      const restored = Object.fromEntries(Object.entries(fields).map(([f, c]) => [f, c.before]));
      await target.check?.(trx, familyId, entityId, restored);
      await target.write(trx, familyId, entityId, restored);
      return { before, after: await target.read(trx, familyId, entityId, change.section) };
    },
  };
}
