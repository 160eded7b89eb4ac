import type { Db } from '../../infra/database.js';
import { familiesOf, type FamilyLinks } from './family-links.js';
import { loadFamilyLinks, readTreeVersions } from './family-links.repository.js';

/** Persons held by one process across all families: about 150 MB. */
export const defaultCachedPersons = 500_000;

/**
 * Above this many persons, reading a family's rows again takes long enough (about 0.1 s per
 * 20,000 on SQLite) that it waits until the family is quiet: the first relation after a write
 * walks the database, and the rows are read again only when no write came since that one.
 */
export const defaultQuietRebuildAbove = 20_000;

const sameVersions = (held: Map<number, number>, now: Map<number, number>) =>
  held.size === now.size && [...held].every(([family, version]) => now.get(family) === version);

/**
 * Each process keeps the links of the families it answered relations for, least recently used
 * first out when more than `maxPersons` are held. Every use first reads the `tree_version` of the
 * families the links came from (one statement): any write to them since, in any process, makes
 * the links be read again. The versions are read before the links, so a write in between only
 * causes one more reading. Null when a family does not fit (the caller asks the database).
 */
export interface FamilyLinksCacheOptions {
  /** Persons held at most (0: none, every relation walks the database). */
  maxPersons?: number;
  /** Families larger than this are read again only when quiet (see above). */
  quietRebuildAbove?: number;
}

export function createFamilyLinksCache(
  db: Db,
  {
    maxPersons = defaultCachedPersons,
    quietRebuildAbove = defaultQuietRebuildAbove,
  }: FamilyLinksCacheOptions = {},
) {
  const held = new Map<number, FamilyLinks>();
  /** Large families seen stale: the versions then, to tell when writing has stopped. */
  const staleAt = new Map<number, Map<number, number>>();
  const building = new Map<number, Promise<FamilyLinks | null>>();
  let heldPersons = 0;

  const drop = (familyId: number) => {
    const links = held.get(familyId);
    if (!links) return;
    held.delete(familyId);
    heldPersons -= links.persons.size;
  };

  const keep = (links: FamilyLinks) => {
    for (const oldest of held.keys()) {
      if (heldPersons + links.persons.size <= maxPersons) break;
      drop(oldest);
    }
    held.set(links.familyId, links);
    heldPersons += links.persons.size;
  };

  /** Reads the links; families found on the way get their versions read and the links re-read. */
  async function build(familyId: number, versions: Map<number, number>) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const links = await loadFamilyLinks(db, familyId, versions);
      const missing = [...familiesOf(links)].filter((family) => !versions.has(family));
      if (missing.length === 0) {
        if (links.persons.size > maxPersons) return null;
        keep(links);
        return links;
      }
      versions = await readTreeVersions(db, [...versions.keys(), ...missing]);
    }
    return null;
  }

  async function linksOf(familyId: number): Promise<FamilyLinks | null> {
    if (maxPersons <= 0) return null;
    const links = held.get(familyId);
    const stale = staleAt.get(familyId);
    const families = links ? links.versions.keys() : stale ? stale.keys() : [familyId];
    const versions = await readTreeVersions(db, [...families]);
    if (links && sameVersions(links.versions, versions)) {
      held.delete(familyId);
      held.set(familyId, links);
      return links;
    }
    if (links ? links.persons.size > quietRebuildAbove : stale !== undefined) {
      // A large family being written: its rows are stale, so they are let go at once (not when
      // the writing stops), and the versions seen tell when it has stopped.
      drop(familyId);
      staleAt.set(familyId, versions);
      if (!stale || !sameVersions(stale, versions)) return null;
    }
    staleAt.delete(familyId);
    drop(familyId);
    const pending = building.get(familyId);
    if (pending) return pending;
    const next = build(familyId, versions).finally(() => building.delete(familyId));
    building.set(familyId, next);
    return next;
  }

  return { linksOf };
}

export type FamilyLinksCache = ReturnType<typeof createFamilyLinksCache>;
