import type { ChartPerson, ChartResponse } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { notFound } from '../../infra/errors.js';
import { findFamiliesByIds } from '../data/families.repository.js';
import type { PrivacyPolicy } from '../access/privacy.js';
import { treePerson } from './family-graph.js';
import { findPersons, unionsOf, type PersonRow } from '../data/tree.repository.js';
import { findAncestors, findDescendants } from '../data/walks.repository.js';
import { chartPlacesOf, type ChartPlaceRow } from '../data/chart-places.repository.js';
import { serverText } from '../../infra/user-text.js';

const noPlaces: ChartPlaceRow = { place_of_birth: null, country_of_birth: null, death_place: null };

const chartPerson = (p: PersonRow & ChartPlaceRow): ChartPerson => ({
  ...treePerson(p),
  middleName: p.middle_name,
  birthPlace: p.place_of_birth || p.country_of_birth || null,
  deathPlace: p.death_place || null,
  familyId: p.family_id,
  fatherId: p.father_id,
  motherId: p.mother_id,
  childOrder: p.child_order,
});

/** The persons around one member that the charts draw (issue 14, decision 0017). */
export function createChartService({ db }: AppContext) {
  return {
    /**
     * The member (already checked to be of the family by the family scope), ancestors within
     * the family (a spouse's parents in another family are that family's to show), descendants,
     * and the spouses of all of them with their unions: four statements whatever the depths.
     */
    async chart(
      familyId: number,
      id: number,
      depths: { ancestors: number; descendants: number },
      policy: PrivacyPolicy,
    ): Promise<ChartResponse> {
      const [ancestors, descendants] = await Promise.all([
        depths.ancestors > 0
          ? findAncestors(db, [id], { familyId, maxDepth: depths.ancestors })
          : Promise.resolve([]),
        findDescendants(db, id, depths.descendants),
      ]);
      const focus = descendants.find((p) => p.id === id);
      if (!focus || focus.family_id !== familyId) throw notFound(serverText('members.notInFamily'));
      const byId = new Map<number, PersonRow>();
      for (const p of [...ancestors, ...descendants]) byId.set(p.id, p);
      const unions = await unionsOf(db, [...byId.keys()]);
      const missing = [
        ...new Set(unions.flatMap((u) => [u.person_id, u.spouse_id]).filter((x) => !byId.has(x))),
      ];
      for (const p of await findPersons(db, missing)) byId.set(p.id, p);
      const persons = [...byId.values()];
      const otherFamilyIds = [...new Set(persons.map((p) => p.family_id))].filter(
        (f) => f !== familyId,
      );
      const [families, places] = await Promise.all([
        findFamiliesByIds(db, otherFamilyIds),
        chartPlacesOf(db, [...byId.keys()]),
      ]);
      return {
        focusId: id,
        // The places join the row before the mask, which empties them as it does everywhere.
        persons: persons.map((p) =>
          chartPerson(policy.mask({ ...p, ...(places.get(p.id) ?? noPlaces) })),
        ),
        unions: unions
          .filter((u) => byId.has(u.person_id) && byId.has(u.spouse_id))
          .map((u) => ({
            personId: u.person_id,
            spouseId: u.spouse_id,
            unionOrder: u.union_order,
          })),
        otherFamilies: families.map((f) => ({
          familyId: f.id,
          domain: f.domain_name,
          name: f.name,
        })),
      };
    },
  };
}

export type ChartService = ReturnType<typeof createChartService>;
