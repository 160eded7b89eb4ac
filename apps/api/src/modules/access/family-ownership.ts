import type { Db } from '../../infra/database.js';
import type { OwnerCheck, Ownership } from '../../infra/family-scope.js';
import {
  familiesOfLinkRequest,
  familyExists,
  familyOfMenu,
  familyOfPerson,
  isLinkedToFamily,
  userMembershipFamilies,
} from './family-ownership.repository.js';

const ofFamilies = (families: number[], familyId: number): Ownership =>
  families.length === 0 ? 'unknown' : families.includes(familyId) ? 'own' : 'other';

const ofFamily = (owner: number | undefined, familyId: number): Ownership =>
  ofFamilies(owner === undefined ? [] : [owner], familyId);

/** The owner check the family scope runs for each id of a family-scoped route. */
export function familyOwnership(db: Db): OwnerCheck {
  return async (kind, familyId, id) => {
    switch (kind) {
      case 'family':
        return id === familyId ? 'own' : (await familyExists(db, id)) ? 'other' : 'unknown';
      case 'person':
        return ofFamily(await familyOfPerson(db, id), familyId);
      case 'linkedPerson': {
        const owner = ofFamily(await familyOfPerson(db, id), familyId);
        if (owner !== 'other') return owner;
        return (await isLinkedToFamily(db, familyId, id)) ? 'own' : 'other';
      }
      case 'menu':
        return ofFamily(await familyOfMenu(db, id), familyId);
      case 'familyUser':
        return ofFamilies(await userMembershipFamilies(db, id), familyId);
      case 'linkRequest':
        return ofFamilies(await familiesOfLinkRequest(db, id), familyId);
      case 'domain':
        // Compared with the Host's family by the scope itself.
        return 'other';
    }
  };
}
