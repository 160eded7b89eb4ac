import {
  placeMessages as text,
  type Place,
  type PlaceSummary,
  type Locale,
  type newPlaceInputSchema,
  type placeInputSchema,
} from '@familytree/shared';
import type { z } from 'zod';
import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { conflict, notFound } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { assertFamilyAdmin } from '../access/access.policy.js';
import { privacyPolicy } from '../access/privacy.js';
import type { RequestScope } from '../access/request-scope.js';
import {
  deletePlaceRow,
  insertPlace,
  placeNameRowsOf,
  placeRowsOf,
  replacePlaceNames,
  updatePlaceDetails,
} from '../data/places.repository.js';
import { snapshotOf } from '../history/row-reverter.js';
import { lockForEdit } from '../history/history.writer.js';
import { factsAtPlaces } from './place-facts.js';
import { placeAsRecorded, placeKind, recordPlaceChange } from './place-records.js';
import {
  buildPlaceTree,
  factsWithin,
  sortedSummaries,
  summaryOf,
  type PlaceNode,
  type PlaceTree,
} from './place-tree.js';

type PlaceInput = z.output<typeof placeInputSchema>;
type NewPlaceInput = z.output<typeof newPlaceInputSchema>;

/** Who may edit the places, which the whole family shares: its admins (decision 0034). */
export interface PlacesAdmin {
  admin: AuthUser;
  scope: RequestScope;
  familyId: number;
}

/** The family's places (issue 30, decision 0038): read on its site, edited by its admins. */
export function createPlacesService({ db }: AppContext) {
  /**
   * The tree of the places, with the facts the scope may see (all of them without a scope), their
   * labels in `locale` (a tree only for a write's checks has no labels anyone reads: English).
   */
  async function treeOf(
    trx: Db,
    familyId: number,
    scope: RequestScope | null,
    { personId, locale = 'en' }: { personId?: number; locale?: Locale } = {},
  ) {
    const policy = scope ? await privacyPolicy(trx, scope) : null;
    const admin = !scope || (await scope.role()) === 'FAMILY_ADMIN';
    const [rows, names, facts] = await Promise.all([
      placeRowsOf(trx, familyId),
      placeNameRowsOf(trx, familyId),
      factsAtPlaces(trx, familyId, policy, { personId, seesAddresses: admin, locale }),
    ]);
    return buildPlaceTree(rows, names, facts);
  }

  function existing(tree: PlaceTree, key: string): PlaceNode {
    const node = tree.nodes.get(key.trim().toLowerCase());
    if (!node) throw notFound(text.placeNotFound);
    return node;
  }

  function parentsOf(tree: PlaceTree, node: PlaceNode) {
    const parents: Array<{ key: string; name: string }> = [];
    for (let key = node.parentKey; key !== null; key = tree.nodes.get(key)!.parentKey)
      parents.unshift({ key, name: tree.nodes.get(key)!.name });
    return parents;
  }

  async function placeView(
    trx: Db,
    scope: RequestScope,
    key: string,
    locale: Locale,
  ): Promise<Place> {
    const tree = await treeOf(trx, scope.familyId, scope, { locale });
    const node = existing(tree, key);
    return {
      ...summaryOf(tree, node),
      note: node.note,
      alternativeNames: node.alternativeNames,
      parents: parentsOf(tree, node),
      children: sortedSummaries(
        tree,
        node.childKeys.map((k) => tree.nodes.get(k)!),
      ),
      facts: factsWithin(tree, node.key),
    };
  }

  /** Gives the place and the levels above it their rows (recorded as additions); its row id. */
  async function ensureRows(trx: Db, editor: PlacesAdmin, tree: PlaceTree, node: PlaceNode) {
    let parentId: number | null = null;
    for (const level of [...parentsOf(tree, node).map((p) => tree.nodes.get(p.key)!), node]) {
      if (level.placeId === null) {
        const place = {
          parent_id: parentId,
          name: level.name,
          type: null,
          latitude: null,
          longitude: null,
          note: null,
        };
        level.placeId = await insertPlace(trx, editor.familyId, place, nowIso());
        await recordPlaceChange(
          trx,
          editor.admin,
          editor.familyId,
          'place.add',
          level.placeId,
          null,
          {
            ...place,
            alternative_names: [],
          },
        );
      }
      parentId = level.placeId;
    }
    return node.placeId!;
  }

  return {
    /** Who may edit places (asked before a body is validated, issue 28). */
    async editor(scope: RequestScope): Promise<PlacesAdmin> {
      const admin = await assertFamilyAdmin(scope, text.onlyFamilyAdminPlaces);
      return { admin, scope, familyId: scope.familyId };
    },

    async list(scope: RequestScope): Promise<PlaceSummary[]> {
      const tree = await treeOf(db, scope.familyId, scope);
      return sortedSummaries(tree, tree.nodes.values());
    },

    /** The place with its facts, their labels in `locale`. */
    read: (scope: RequestScope, key: string, locale: Locale) => placeView(db, scope, key, locale),

    /** The places of a person's facts, and the levels above them. */
    async ofPerson(scope: RequestScope, personId: number): Promise<PlaceSummary[]> {
      const tree = await treeOf(db, scope.familyId, scope, { personId });
      return sortedSummaries(
        tree,
        [...tree.nodes.values()].filter((n) => n.facts.length > 0),
      );
    },

    async update(
      editor: PlacesAdmin,
      key: string,
      input: PlaceInput,
      locale: Locale,
    ): Promise<Place> {
      return inTransaction(db, async (trx) => {
        const tree = await treeOf(trx, editor.familyId, null);
        const node = existing(tree, key);
        const id = await ensureRows(trx, editor, tree, node);
        await lockForEdit(trx, 'places', id);
        const before = (await placeAsRecorded(trx, editor.familyId, id))!;
        const details = {
          type: input.type,
          latitude: input.latitude,
          longitude: input.longitude,
          note: input.note,
        };
        await updatePlaceDetails(trx, editor.familyId, id, details, nowIso());
        await replacePlaceNames(trx, editor.familyId, id, input.alternativeNames);
        await recordPlaceChange(trx, editor.admin, editor.familyId, 'place.edit', id, before, {
          ...before,
          ...details,
          alternative_names: input.alternativeNames,
        });
        return placeView(trx, editor.scope, node.key, locale);
      });
    },

    async create(editor: PlacesAdmin, input: NewPlaceInput, locale: Locale): Promise<Place> {
      return inTransaction(db, async (trx) => {
        const tree = await treeOf(trx, editor.familyId, null);
        const parent = input.parentKey === null ? null : existing(tree, input.parentKey);
        const parentId = parent ? await ensureRows(trx, editor, tree, parent) : null;
        const key = [input.name, ...(parent?.parts ?? [])].join(', ').toLowerCase();
        const there = tree.nodes.get(key);
        if (there && there.placeId !== null) throw conflict(text.alreadyThere);
        const place = {
          parent_id: parentId,
          name: there?.name ?? input.name,
          type: null,
          latitude: null,
          longitude: null,
          note: null,
        };
        const id = await insertPlace(trx, editor.familyId, place, nowIso());
        await recordPlaceChange(trx, editor.admin, editor.familyId, 'place.add', id, null, {
          ...place,
          alternative_names: [],
        });
        return placeView(trx, editor.scope, key, locale);
      });
    },

    /** Deletes the row of a place no fact names and no place lies in; the record keeps it. */
    async remove(editor: PlacesAdmin, key: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        const tree = await treeOf(trx, editor.familyId, null);
        const node = existing(tree, key);
        if (node.placeId === null) throw conflict(text.noRow);
        if (factsWithin(tree, node.key).length > 0) throw conflict(text.hasFacts);
        if (node.childKeys.length > 0) throw conflict(text.hasChildren);
        await lockForEdit(trx, 'places', node.placeId);
        const before = (await placeAsRecorded(trx, editor.familyId, node.placeId))!;
        const row = await snapshotOf(trx, placeKind, editor.familyId, node.placeId);
        await deletePlaceRow(trx, editor.familyId, node.placeId);
        await recordPlaceChange(
          trx,
          editor.admin,
          editor.familyId,
          'place.delete',
          node.placeId,
          before,
          null,
          {
            _row: row,
          },
        );
      });
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
