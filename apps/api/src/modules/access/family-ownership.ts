import type { Db } from '../../infra/database.js';
import type { OwnerCheck, Ownership } from '../../infra/family-scope.js';
import {
  familiesOfLinkRequest,
  familyExists,
  familyOfMenu,
  familiesOfPersons,
  userMembershipFamilies,
} from './family-ownership.repository.js';
import { findPersonSeenFrom } from '../data/tree.repository.js';

const ofFamilies = (families: number[], familyId: number): Ownership =>
  families.length === 0 ? 'unknown' : families.includes(familyId) ? 'own' : 'other';

const ofFamily = (owner: number | undefined, familyId: number): Ownership =>
  ofFamilies(owner === undefined ? [] : [owner], familyId);

/** The owner check the family scope runs for the ids of each kind of a family-scoped route. */
export function familyOwnership(db: Db): OwnerCheck {
  const eachOf = async (ids: readonly number[], check: (id: number) => Promise<Ownership>) =>
    Promise.all(ids.map(check));
  return async (kind, familyId, ids) => {
    switch (kind) {
      case 'family':
        return eachOf(ids, async (id) =>
          id === familyId ? 'own' : (await familyExists(db, id)) ? 'other' : 'unknown',
        );
      case 'person': {
        const owners = await familiesOfPersons(db, ids);
        return ids.map((id) => ofFamily(owners.get(id), familyId));
      }
      case 'linkedPerson': {
        const owners = await familiesOfPersons(db, ids);
        return eachOf(ids, async (id) => {
          const owner = ofFamily(owners.get(id), familyId);
          if (owner !== 'other') return owner;
          return (await findPersonSeenFrom(db, familyId, id)) ? 'own' : 'other';
        });
      }
      case 'menu':
        return eachOf(ids, async (id) => ofFamily(await familyOfMenu(db, id), familyId));
      case 'familyUser':
        return eachOf(ids, async (id) =>
          ofFamilies(await userMembershipFamilies(db, id), familyId),
        );
      case 'linkRequest':
        return eachOf(ids, async (id) => ofFamilies(await familiesOfLinkRequest(db, id), familyId));
      case 'domain':
        // Compared with the Host's family by the scope itself.
        return ids.map(() => 'other');
    }
  };
}
