import { apiPaths, type RelationResponse, type TreeNode } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { exportFile, importFile } from '../gedcom/gedcom.test-helpers.js';
import { addPerson, client } from './tree.test-helpers.js';

// Issue 28, item 6: a line of 3,000 generations. No read of it may run out of stack (500): the
// relation is named at any depth, the trees are built and sent without recursion.

const generations = 3000;

let t: TestContext;
let family: TestFamily;
let root: number;
let last: number;
let middle: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  root = await addPerson(t.context, family.familyId, { first: 'Deeproot' });
  last = root;
  for (let g = 1; g <= generations; g++) {
    last = await addPerson(t.context, family.familyId, { first: `Gen${g}`, father: last });
    if (g === generations / 2) middle = last;
  }
}, 600_000);

afterAll(async () => {
  await t?.close();
});

const relationUrl = (first: number, second: number) =>
  `${apiPaths.relation(family.familyId)}?firstPerson=${first}&secondPerson=${second}`;

/** The depth of a tree that has one child per node (a line). */
function lineDepth(node: TreeNode): number {
  let depth = 0;
  for (let n = node; n.childs[0]; n = n.childs[0]) depth++;
  return depth;
}

describe('a line of 3,000 generations', () => {
  it('names the relation of its two ends both ways, with the whole tree', async () => {
    const res = await client(t).get(relationUrl(root, last));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json<RelationResponse>();
    expect(body.relationship).toBe(`Deeproot is Gen${generations}'s 2998th great-grandfather`);
    expect(body.path).toHaveLength(generations + 1);
    expect(lineDepth(body.tree)).toBe(generations);
    const back = await client(t).get(relationUrl(last, root));
    expect(back.statusCode, back.body.slice(0, 300)).toBe(200);
    expect(back.json<RelationResponse>().relationship).toBe(
      `Gen${generations} is Deeproot's 2998th great-grandson`,
    );
  }, 120_000);

  it('answers the family tree and the member trees', async () => {
    const full = await client(t).get(apiPaths.tree(family.familyId));
    expect(full.statusCode, full.body.slice(0, 300)).toBe(200);
    const nodes = full.json<TreeNode[]>();
    expect(nodes.map((n) => n.member.personId)).toEqual([root]);
    expect(lineDepth(nodes[0]!)).toBe(generations);
    for (const [id, below] of [
      [root, generations],
      [middle, generations / 2],
      [last, 0],
    ] as const) {
      const res = await client(t).get(apiPaths.memberTree(family.familyId, id));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(lineDepth(res.json<TreeNode[]>()[0]!)).toBe(below);
    }
    const cards = await client(t).get(
      `${apiPaths.memberBranchCards(family.familyId, root)}?page=1`,
    );
    expect(cards.headers['x-total-count']).toBe(String(generations + 1));
  }, 120_000);

  it('numbers the generation line from the founder at any depth', async () => {
    const res = await client(t).get(apiPaths.generation(family.domainName, last));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const line = res.json<Array<{ generation: number; personId: number }>>();
    expect(line).toHaveLength(generations + 1);
    expect(line[0]).toMatchObject({ generation: 1, personId: root });
    expect(line.at(-1)).toMatchObject({ generation: generations + 1, personId: last });
  }, 120_000);

  it('answers the charts, the profile and the other reads of a person deep in the line', async () => {
    for (const id of [root, middle, last]) {
      for (const query of ['', '?ancestors=300&descendants=300']) {
        const res = await client(t).get(`${apiPaths.chart(family.familyId, id)}${query}`);
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      }
      const reads = [
        apiPaths.generation(family.domainName, id),
        apiPaths.memberDetail(0, id),
        apiPaths.immediateFamily(id),
        apiPaths.memberDetails(id),
        apiPaths.memberBranchCards(family.familyId, id),
      ];
      for (const url of reads) {
        const res = await client(t).get(url);
        expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      }
    }
    const token = await login(t.app, family.admin.email, testPassword);
    const res = await client(t).get(
      apiPaths.canEdit(family.familyId, family.admin.userId, last),
      token,
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  }, 180_000);

  it('exports the line as GEDCOM and imports it again whole', async () => {
    const token = await login(t.app, family.admin.email, testPassword);
    const text = await exportFile(t, family.familyId, token);
    expect(text.match(/^0 @[^@]+@ INDI/gm)).toHaveLength(generations + 1);
    const copy = await createFamily(t.context);
    const copyToken = await login(t.app, copy.admin.email, testPassword);
    const job = await importFile(t, copy.familyId, text, copyToken);
    expect(job.status, JSON.stringify(job)).toBe('done');
    const persons = await t.context.db
      .selectFrom('persons')
      .select(['id', 'father_id'])
      .where('family_id', '=', copy.familyId)
      .execute();
    expect(persons).toHaveLength(generations + 1);
    expect(persons.filter((p) => p.father_id === null)).toHaveLength(1);
  }, 300_000);
});
