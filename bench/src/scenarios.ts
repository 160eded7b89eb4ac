import { familyHost, httpGet } from './http-get.js';
import {
  apiPaths,
  type GenerationEntry,
  type RelationResponse,
  type TreeNode,
} from '@familytree/shared';
import { foldForSearch } from '../../apps/api/src/modules/data/person-name.js';
import type { PlannedPerson } from './family-plan.js';
import { seededRandom, type Random } from './random.js';
import type { WriteSpec } from './measure.js';
import type { PlainSelect, RawDatabase } from './raw-database.js';
import type { WrittenFamily } from './write-family.js';

/**
 * One measured row: the endpoint's request paths and, in the same order, its baseline queries
 * (none for a write row, which has its saves instead).
 */
export interface Scenario {
  name: string;
  paths: string[];
  baseline: PlainSelect[];
  write?: WriteSpec;
}

const rotation = 50;
const detailRotation = 500;
const cardsPageSize = 24;
const searchLimit = 20;

/** The columns the tree queries read (tree.repository.ts personColumns). */
const treeColumns =
  'id, family_id, first_name, middle_name, last_name, gender, father_id, mother_id, child_order, photo_url';
const cardColumns = 'id, first_name, middle_name, last_name, photo_url';

function sample<T>(list: readonly T[], count: number, random: Random): T[] {
  if (list.length === 0) throw new Error('Nothing to sample from: the family is too small');
  return Array.from({ length: count }, () => random.pick(list));
}

async function getJson<T>(baseUrl: string, path: string, host: string): Promise<T> {
  const response = await httpGet(baseUrl, path, host);
  if (response.status !== 200) {
    throw new Error(`GET ${path} answered ${response.status}: ${response.body}`);
  }
  return JSON.parse(response.body) as T;
}

function treeIds(roots: TreeNode[]): number[] {
  const ids = new Set<number>();
  const stack = [...roots];
  for (let node = stack.pop(); node; node = stack.pop()) {
    ids.add(node.member.personId);
    for (const s of node.spouse) ids.add(s.personId);
    stack.push(...node.childs);
  }
  return [...ids];
}

function byIds(raw: RawDatabase, ids: number[]): PlainSelect {
  const condition = raw.idIn(ids);
  return {
    sql: `select ${treeColumns} from persons where ${condition.sql}`,
    params: condition.params,
  };
}

/** A fragment of 3 to 6 letters of a real name of the family, as a user would type it. */
function nameFragment(person: PlannedPerson, random: Random): string {
  const names = [person.firstName, person.middleName, person.lastName].filter(
    (n): n is string => n !== null && n.length >= 3,
  );
  const name = random.pick(names);
  const length = 3 + random.int(Math.min(6, name.length) - 2);
  const start = random.int(name.length - length + 1);
  return name.slice(start, start + length);
}

/**
 * The seven rows of one family, with their rotations and baselines. Id lists that only the API
 * knows (a relation's path, a generation line, a branch) are fetched once, here, before measuring.
 */
export async function buildScenarios(
  family: WrittenFamily,
  appUrl: string,
  raw: RawDatabase,
  seed: number,
): Promise<Scenario[]> {
  const random = seededRandom(seed);
  const { plan, personIds, familyId, domain } = family;
  const id = (p: PlannedPerson) => personIds[p.key]!;
  const members = plan.persons.filter((p) => p.inFamily);
  const blood = members.filter((p) => p.fatherKey !== null);
  const deep = blood.filter((p) => p.generation >= plan.generations - 2);

  const fullTree: Scenario = {
    name: 'full tree',
    paths: [apiPaths.tree(familyId)],
    baseline: [
      { sql: `select ${treeColumns} from persons where family_id = ?`, params: [familyId] },
    ],
  };

  const branchRoots = blood.filter((p) => p.generation === 3).slice(0, 8);
  const memberTree: Scenario = { name: 'member tree (gen. 3)', paths: [], baseline: [] };
  for (const root of branchRoots) {
    const path = apiPaths.memberTree(familyId, id(root));
    memberTree.paths.push(path);
    memberTree.baseline.push(
      byIds(raw, treeIds(await getJson<TreeNode[]>(appUrl, path, familyHost(domain)))),
    );
  }

  const detailed = sample(members, detailRotation, random);
  const detail: Scenario = {
    name: 'member detail',
    paths: detailed.map((p) => apiPaths.memberDetail(0, id(p))),
    baseline: detailed.map((p) => ({
      sql: `select ${treeColumns} from persons where id = ?`,
      params: [id(p)],
    })),
  };

  const pageCount = Math.ceil(members.length / cardsPageSize);
  const pages = Array.from({ length: rotation }, () => 1 + random.int(pageCount));
  const cards: Scenario = {
    name: 'page of member cards',
    paths: pages.map(
      (page) => `${apiPaths.memberCards(familyId)}?page=${page}&pageSize=${cardsPageSize}`,
    ),
    baseline: pages.map((page) => ({
      sql: `select ${cardColumns} from persons where family_id = ? order by last_name, first_name, id limit ? offset ?`,
      params: [familyId, cardsPageSize, (page - 1) * cardsPageSize],
    })),
  };

  const fragments = sample(members, rotation, random).map((p) => nameFragment(p, random));
  const search: Scenario = {
    name: 'person search',
    paths: fragments.map(
      (f) => `${apiPaths.personSearch}?familyId=${familyId}&name=${encodeURIComponent(f)}`,
    ),
    baseline: fragments.map((f) => ({
      sql: `select ${treeColumns} from persons where family_id = ? and search_name like ? escape '\\' order by search_name, id limit ?`,
      params: [familyId, `%${foldForSearch(f).replace(/[\\%_]/g, (c) => `\\${c}`)}%`, searchLimit],
    })),
  };

  // Two deep members of different branches: their nearest common ancestor is the founding couple.
  // (A tiny family may have only one branch that lasts: then any two different deep members.)
  const relation: Scenario = { name: 'relation (distant)', paths: [], baseline: [] };
  const branches = new Set(deep.map((p) => p.branchKey)).size;
  while (relation.paths.length < rotation) {
    const [a, b] = sample(deep, 2, random) as [PlannedPerson, PlannedPerson];
    if (a.key === b.key && deep.length > 1) continue;
    if (a.branchKey === b.branchKey && branches > 1) continue;
    const path = `${apiPaths.relation(familyId)}?firstPerson=${id(a)}&secondPerson=${id(b)}`;
    relation.paths.push(path);
    relation.baseline.push(
      byIds(raw, (await getJson<RelationResponse>(appUrl, path, familyHost(domain))).path),
    );
  }

  const generation: Scenario = { name: 'generation (deep)', paths: [], baseline: [] };
  for (const p of sample(deep, rotation, random)) {
    const path = apiPaths.generation(domain, id(p));
    generation.paths.push(path);
    const line = await getJson<GenerationEntry[]>(appUrl, path, familyHost(domain));
    generation.baseline.push(
      byIds(
        raw,
        line.map((e) => e.personId),
      ),
    );
  }

  return [fullTree, memberTree, detail, cards, search, relation, generation];
}
