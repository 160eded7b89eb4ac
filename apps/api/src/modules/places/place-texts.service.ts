import {
  placeKeyOf,
  placeLimits,
  placeMessages as text,
  type MergePlaceInput,
  type RenamePlaceInput,
} from '@familytree/shared';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { AppError, invalidInput, notFound } from '../../infra/errors.js';
import { errorCodes } from '@familytree/shared';
import { inTransaction } from '../../infra/transactions.js';
import {
  placeRowRecordsOf,
  writeFactPlace,
  type PlaceRowRecord,
} from '../data/place-texts.repository.js';
import { insertPlace, placeNameRowsOf, placeRowsOf } from '../data/places.repository.js';
import { factsAtPlaces } from './place-facts.js';
import { isWithin, mergedRows, rewrittenFacts } from './place-rewrite.js';
import { applyRows, recordPlaceTexts, touchedRows } from './place-texts-records.js';
import { buildPlaceTree, type PlaceNode, type PlaceTree } from './place-tree.js';
import type { PlacesAdmin } from './places.service.js';

/**
 * Renaming a place and merging it into another (issue 30, decision 0044): every place text
 * naming it is rewritten and the gazetteer follows, in one transaction recorded as one change.
 */

async function treeOf(trx: Db, familyId: number) {
  const [rows, names, facts] = await Promise.all([
    placeRowsOf(trx, familyId),
    placeNameRowsOf(trx, familyId),
    factsAtPlaces(trx, familyId, null, {}),
  ]);
  return buildPlaceTree(rows, names, facts);
}

function existing(tree: PlaceTree, key: string): PlaceNode {
  const node = tree.nodes.get(key.trim().toLowerCase());
  if (!node) throw notFound(text.placeNotFound);
  return node;
}

/** Gives the place and the levels above it rows (recorded with the change, not on their own). */
async function ensureRows(trx: Db, familyId: number, tree: PlaceTree, node: PlaceNode) {
  const line: PlaceNode[] = [];
  for (
    let n: PlaceNode | undefined = node;
    n;
    n = n.parentKey ? tree.nodes.get(n.parentKey) : undefined
  )
    line.unshift(n);
  let parentId: number | null = null;
  for (const level of line) {
    level.placeId ??= await insertPlace(
      trx,
      familyId,
      {
        parent_id: parentId,
        name: level.name,
        type: null,
        latitude: null,
        longitude: null,
        note: null,
      },
      nowIso(),
    );
    parentId = level.placeId;
  }
  return node.placeId!;
}

/** The joined alternative names of a merged row must fit the editor (which could not save it). */
function assertNamesFit(rows: PlaceRowRecord[]) {
  const over = rows.find((r) => r.alternative_names.length > placeLimits.alternativeNamesMax);
  if (!over) return;
  const message = text.mergedNamesTooMany(over.name, over.alternative_names.length);
  throw new AppError(409, errorCodes.conflict, message, { targetKey: message });
}

export function createPlaceTextsService(db: Db) {
  return {
    /** Renames the place at its level; answers its new key. */
    async rename(editor: PlacesAdmin, key: string, input: RenamePlaceInput): Promise<string> {
      const name = input.name.trim().replace(/\s+/g, ' ');
      return inTransaction(db, async (trx) => {
        const { familyId } = editor;
        const tree = await treeOf(trx, familyId);
        const node = existing(tree, key);
        const parentParts = node.parts.slice(1);
        const there = tree.keyOfText([name, ...parentParts].join(', '));
        if (there !== undefined && there !== node.key)
          throw new AppError(409, errorCodes.conflict, text.nameTaken, { name: text.nameTaken });
        const facts = await rewrittenFacts(trx, familyId, tree, node, (tail) => [
          name,
          ...tail.slice(1),
        ]);
        const before = await placeRowRecordsOf(trx, familyId);
        const after = before.map((r) => (r.id === node.placeId ? { ...r, name } : r));
        for (const f of facts) await writeFactPlace(trx, familyId, f.after);
        await applyRows(trx, familyId, before, after);
        await recordPlaceTexts(
          trx,
          editor.admin,
          familyId,
          'place.rename',
          facts,
          touchedRows(before, after),
          {
            before: node.parts.join(', '),
            after: [name, ...parentParts].join(', '),
          },
        );
        return placeKeyOf([name, ...parentParts]);
      });
    },

    /** Merges the place into the target; answers the target's key. */
    async merge(editor: PlacesAdmin, key: string, input: MergePlaceInput): Promise<string> {
      return inTransaction(db, async (trx) => {
        const { familyId } = editor;
        const tree = await treeOf(trx, familyId);
        const source = existing(tree, key);
        const target = tree.nodes.get(input.targetKey.trim().toLowerCase());
        if (!target) throw invalidInput({ targetKey: text.mergeTargetNotFound });
        if (target.key === source.key) throw invalidInput({ targetKey: text.mergeIntoItself });
        if (isWithin(tree, target.key, source.key) || isWithin(tree, source.key, target.key))
          throw invalidInput({ targetKey: text.mergeIntoLine });
        const facts = await rewrittenFacts(trx, familyId, tree, source, () => target.parts);
        const before = await placeRowRecordsOf(trx, familyId);
        let after = before;
        if (source.placeId !== null) {
          const targetId = await ensureRows(trx, familyId, tree, target);
          const withTarget = await placeRowRecordsOf(trx, familyId);
          const rows = mergedRows(
            new Map(withTarget.map((r) => [r.id, r])),
            source.placeId,
            targetId,
          );
          after = [...rows.values()];
          assertNamesFit(after);
          await applyRows(trx, familyId, withTarget, after);
        }
        for (const f of facts) await writeFactPlace(trx, familyId, f.after);
        await recordPlaceTexts(
          trx,
          editor.admin,
          familyId,
          'place.merge',
          facts,
          touchedRows(before, after),
          {
            before: source.parts.join(', '),
            after: target.parts.join(', '),
          },
        );
        return target.key;
      });
    },
  };
}

export type PlaceTextsService = ReturnType<typeof createPlaceTextsService>;
