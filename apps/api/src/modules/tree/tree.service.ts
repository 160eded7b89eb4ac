import {
  imageUrl,
  type GenerationEntry,
  type ImmediateFamily,
  type MemberCard,
  type MemberDetail,
  type MemberName,
  type PersonSearchItem,
  type Locale,
  type TreeNode,
} from '@familytree/shared';
import { allFamilies } from '../data/families.repository.js';
import type { AppContext } from '../../infra/context.js';
import { notFound } from '../../infra/errors.js';
import type { RequestScope } from '../access/request-scope.js';
import type { PrivacyPolicy } from '../access/privacy.js';
import { FamilyGraph } from './family-graph.js';
import { memberCardPages } from './member-card-pages.js';
import { memberDetail } from './member-detail.js';
import { foldForSearch } from '../data/person-name.js';
import {
  familyNameList,
  findPerson,
  findPersonSeenFrom,
  findPersons,
  personsOfFamily,
  searchPersons,
  spousesOf,
  unionsOf,
  unionsOfFamily,
  type PersonRow,
} from '../data/tree.repository.js';
import {
  countBranch,
  findAncestorsInFamily,
  findBranchPersons,
  pageOfBranch,
} from '../data/walks.repository.js';
import { serverText } from '../../infra/user-text.js';
import { answerTextsIn, type AnswerKey } from '../../answers/answer-texts.js';

const fullName = (p: Pick<PersonRow, 'first_name' | 'middle_name' | 'last_name'>) =>
  [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ');

/** The picker's line by the person's gender: as a child of their parent, as a spouse. */
const pickerLines: Record<'M' | 'F' | 'U', [AnswerKey, AnswerKey]> = {
  M: ['picker.sonOf', 'picker.husbandOf'],
  F: ['picker.daughterOf', 'picker.wifeOf'],
  U: ['picker.childOf', 'picker.spouseOf'],
};

const card = (p: PersonRow): MemberCard => ({
  personId: p.id,
  firstName: p.first_name,
  middleName: p.middle_name,
  lastName: p.last_name,
  photoUrl: imageUrl(p.photo_url),
});

export interface Page<T> {
  items: T[];
  total: number;
}

export function createTreeService({ db }: AppContext) {
  const familyCardPage = memberCardPages(db);

  /** A person whose home family is this one; anything else reads as unknown (404). */
  async function personInFamily(familyId: number, id: number): Promise<PersonRow> {
    const person = await findPerson(db, familyId, id);
    if (!person) throw notFound(serverText('members.notInFamily'));
    return person;
  }

  /** Each person's first partner (by union order), in two queries however many persons. */
  async function firstPartners(personIds: number[]): Promise<Map<number, PersonRow>> {
    const wanted = new Set(personIds);
    const partnerIdOf = new Map<number, number>();
    for (const u of await unionsOf(db, personIds)) {
      if (wanted.has(u.person_id) && !partnerIdOf.has(u.person_id))
        partnerIdOf.set(u.person_id, u.spouse_id);
      if (wanted.has(u.spouse_id) && !partnerIdOf.has(u.spouse_id))
        partnerIdOf.set(u.spouse_id, u.person_id);
    }
    const partners = new Map(
      (await findPersons(db, [...new Set(partnerIdOf.values())])).map((p) => [p.id, p]),
    );
    const result = new Map<number, PersonRow>();
    for (const [id, partnerId] of partnerIdOf) {
      const partner = partners.get(partnerId);
      if (partner) result.set(id, partner);
    }
    return result;
  }

  /** A person the family's tree shows: its own, or one linked to it from another family. */
  async function personSeenFrom(familyId: number, id: number): Promise<PersonRow> {
    const person = await findPersonSeenFrom(db, familyId, id);
    if (!person) throw notFound(serverText('members.notFound'));
    return person;
  }

  /**
   * The member, every descendant and their spouses, as a graph: one walk down the branch, then the
   * members' unions by id through the union indexes (walking the branch a second time for them
   * cost more than the id lists on SQLite).
   */
  async function branchGraph(root: PersonRow, policy: PrivacyPolicy): Promise<FamilyGraph> {
    const persons = (await findBranchPersons(db, root.id)).map((p) => policy.mask(p));
    const members = persons.filter((p) => p.in_branch === 1);
    const unions = await unionsOf(
      db,
      members.map((m) => m.id),
    );
    return new FamilyGraph(
      members,
      unions,
      persons.filter((p) => p.in_branch !== 1),
    );
  }

  /** Of a couple, the partner recorded as the union's own member (the tree's root). */
  async function unionFounder(couple: PersonRow[]): Promise<PersonRow | undefined> {
    if (couple.length !== 2) return undefined;
    const ids = couple.map((p) => p.id);
    const union = (await unionsOf(db, ids)).find(
      (u) => ids.includes(u.person_id) && ids.includes(u.spouse_id),
    );
    return couple.find((p) => p.id === union?.person_id);
  }

  return {
    personInFamily,

    /** The whole tree, each person's dates as the viewer's privacy policy allows. */
    async familyTree(familyId: number, policy: PrivacyPolicy): Promise<TreeNode[]> {
      const [persons, unions] = await Promise.all([
        personsOfFamily(db, familyId),
        unionsOfFamily(db, familyId),
      ]);
      const known = new Set(persons.map((p) => p.id));
      const outside = await findPersons(
        db,
        [...new Set(unions.flatMap((u) => [u.person_id, u.spouse_id]))].filter(
          (id) => !known.has(id),
        ),
      );
      const mask = (p: PersonRow) => policy.mask(p);
      const graph = new FamilyGraph(persons.map(mask), unions, outside.map(mask));
      return graph
        .roots(familyId, unions)
        .sort((a, b) => a.id - b.id)
        .map((root) => graph.node(root.id))
        .filter((n): n is TreeNode => n !== null);
    },

    async memberTree(familyId: number, id: number, policy: PrivacyPolicy): Promise<TreeNode[]> {
      const root = await personInFamily(familyId, id);
      const node = (await branchGraph(root, policy)).node(root.id);
      return node ? [node] : [];
    },

    async branchCards(
      familyId: number,
      id: number,
      page: number,
      pageSize: number,
    ): Promise<Page<MemberCard>> {
      const root = await personInFamily(familyId, id);
      const [rows, total] = await Promise.all([
        pageOfBranch(db, root.id, (page - 1) * pageSize, pageSize),
        countBranch(db, root.id),
      ]);
      return { items: rows.map(card), total };
    },

    async memberCards(familyId: number, page: number, pageSize: number): Promise<Page<MemberCard>> {
      const { rows, total } = await familyCardPage(familyId, (page - 1) * pageSize, pageSize);
      return { items: rows.map(card), total };
    },

    async memberDetail(scope: RequestScope, id: number): Promise<MemberDetail> {
      return memberDetail(db, scope, await personSeenFrom(scope.familyId, id));
    },

    async immediateFamily(scope: RequestScope, id: number): Promise<ImmediateFamily> {
      const { father, mother, spouses, children } = await memberDetail(
        db,
        scope,
        await personInFamily(scope.familyId, id),
      );
      return { father, mother, spouses, children };
    },

    /** The line from the founder (generation 1) down to the member, through the parent who continues it. */
    async generation(familyId: number, id: number): Promise<GenerationEntry[]> {
      let person = await personInFamily(familyId, id);
      if (person.father_id === null && person.mother_id === null) {
        // Married in: their line is their spouse's, at the spouse's generation.
        const partner = (await spousesOf(db, person.id)).find(
          (s) => s.family_id === familyId && (s.father_id ?? s.mother_id) !== null,
        );
        if (partner) {
          const line = await this.generation(familyId, partner.id);
          line[line.length - 1] = {
            ...line.at(-1)!,
            personId: person.id,
            firstName: person.first_name,
            lastName: person.last_name,
          };
          return line;
        }
      }
      // The line stays within this family: a parent linked from another family (a spouse with
      // their own ancestors there) would otherwise carry it into that family's generations.
      const ancestors = new Map<number, PersonRow>(
        (await findAncestorsInFamily(db, person.id, familyId)).map((p) => [p.id, p]),
      );
      const line: PersonRow[] = [person];
      const seen = new Set([person.id]);
      while (person.father_id !== null || person.mother_id !== null) {
        const ownParents = [person.father_id, person.mother_id]
          .filter((x): x is number => x !== null && !seen.has(x))
          .map((x) => ancestors.get(x))
          .filter((p): p is PersonRow => p !== undefined)
          .sort((x, y) => x.id - y.id);
        const continuing = ownParents.find((p) => (p.father_id ?? p.mother_id) !== null);
        // Neither parent continues a line: they are the founding couple, and the line starts at
        // the founder the tree shows as the root (the union's own member, not the spouse who
        // married in). Taking the father regardless named a married-in husband as generation 1
        // under a female founder.
        const founder = continuing ? undefined : await unionFounder(ownParents);
        const next =
          continuing ??
          founder ??
          ownParents.find((p) => p.id === person.father_id) ??
          ownParents[0];
        if (!next) break;
        seen.add(next.id);
        line.unshift(next);
        person = next;
      }
      return line.map((p, i) => ({
        generation: i + 1,
        personId: p.id,
        firstName: p.first_name,
        lastName: p.last_name,
      }));
    },

    /** The persons whose name has `name` in it, each with the picker's line in `locale`. */
    async search(familyId: number, name: string, locale: Locale): Promise<PersonSearchItem[]> {
      const term = foldForSearch(name);
      if (term.length < 3) return [];
      const [rows, t] = await Promise.all([
        searchPersons(db, familyId, term, 20),
        answerTextsIn(locale),
      ]);
      const parentIds = rows
        .map((r) => r.father_id ?? r.mother_id)
        .filter((x): x is number => x !== null);
      const parents = new Map(
        (await findPersons(db, [...new Set(parentIds)])).map((p) => [p.id, p]),
      );
      const partnerOf = await firstPartners(
        rows.filter((r) => r.father_id === null && r.mother_id === null).map((r) => r.id),
      );
      return rows.map((r) => {
        const parent = parents.get(r.father_id ?? r.mother_id ?? -1);
        const partner = partnerOf.get(r.id);
        // The spec's abbreviations in English, each language's own words in others (see the
        // answers catalog); a person of unknown gender gets neutral words in full.
        const [childOf, spouseOf] =
          pickerLines[r.gender === 'F' || r.gender === 'U' ? r.gender : 'M'];
        const sonOff = parent
          ? t(childOf, { name: fullName(parent) })
          : partner
            ? t(spouseOf, { name: fullName(partner) })
            : '';
        return { personId: r.id, name: fullName(r), sonOff };
      });
    },

    async allNames(familyId: number): Promise<MemberName[]> {
      return (await familyNameList(db, familyId)).map((p) => ({
        personId: p.id,
        name: fullName(p),
      }));
    },

    async linkableFamilies(): Promise<Array<{ id: number; name: string }>> {
      return (await allFamilies(db)).map(({ id, name }) => ({ id, name }));
    },
  };
}

export type TreeService = ReturnType<typeof createTreeService>;
