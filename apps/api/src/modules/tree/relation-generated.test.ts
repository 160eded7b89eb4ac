import { apiPaths, type RelationResponse } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import {
  generateFamily,
  writeFamily,
  type GeneratedFamily,
  type GeneratedPerson,
} from './relation-generated.fixture.js';
import { policyOf } from '../access/privacy.js';
import { createRelationService } from './relation.service.js';
import { client } from './tree.test-helpers.js';

// The relation call on a generated family of 2,000 persons with about 3 % marriages between blood
// members, checked pair by pair against a breadth-first search written here: the nearest blood
// relation joins the two through a common ancestor at the smallest total distance (lineal first),
// half exactly when no couple of common ancestors joins them there, and every path is a real chain
// of parent, child and spouse links.

let t: TestContext;
let family: TestFamily;
let generated: GeneratedFamily;
const byId = new Map<number, GeneratedPerson>();
const spouses = new Map<number, Set<number>>();

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  generated = generateFamily({ size: 2000, seed: 15, firstId: 500_000, founders: 2 });
  await writeFamily(t.context, family.familyId, generated);
  for (const p of generated.persons) byId.set(p.id, p);
  for (const [a, b] of generated.unions) {
    if (!spouses.has(a)) spouses.set(a, new Set());
    if (!spouses.has(b)) spouses.set(b, new Set());
    spouses.get(a)!.add(b);
    spouses.get(b)!.add(a);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** Every ancestor of a person (the person at 0) at its shortest distance. */
function ancestorsOf(id: number): Map<number, number> {
  const distance = new Map([[id, 0]]);
  let frontier = [id];
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const person of frontier) {
      const p = byId.get(person)!;
      for (const parent of [p.father, p.mother]) {
        if (parent !== null && !distance.has(parent)) {
          distance.set(parent, d);
          next.push(parent);
        }
      }
    }
    frontier = next;
  }
  return distance;
}

const isParentOf = (parent: number, child: number) =>
  byId.get(child)!.father === parent || byId.get(child)!.mother === parent;
const linked = (x: number, y: number) =>
  isParentOf(x, y) || isParentOf(y, x) || (spouses.get(x)?.has(y) ?? false);

/** What the independent search expects of the nearest blood relation, or null: none. */
function expected(a: number, b: number) {
  const up = ancestorsOf(a);
  const down = ancestorsOf(b);
  let best = Infinity;
  for (const [id, d] of up) if (down.has(id)) best = Math.min(best, d + down.get(id)!);
  if (best === Infinity) return null;
  const lineal = up.get(b) === best || down.get(a) === best;
  // Full when some couple of common ancestors at that distance has a child toward each.
  let full = lineal;
  for (const [id, d] of up) {
    if (full) break;
    if (!down.has(id) || d + down.get(id)! !== best) continue;
    const kids = generated.persons.filter((p) => p.father === id || p.mother === id);
    const towardA = kids.filter((k) => up.get(k.id) === d - 1);
    const towardB = kids.filter((k) => down.get(k.id) === down.get(id)! - 1);
    for (const x of towardA)
      for (const y of towardB) {
        if (x.id === y.id) continue;
        const ox = x.father === id ? x.mother : x.father;
        const oy = y.father === id ? y.mother : y.father;
        if (ox === null || oy === null || ox === oy) full = true;
      }
  }
  return { distance: best, lineal, half: !full, up, down };
}

describe('relation on a generated family of 2,000 persons', () => {
  it('has the expected shape', () => {
    expect(generated.persons.length).toBeGreaterThanOrEqual(2000);
    const marriages = generated.unions.length;
    // About 3 % of the marriages join two blood members.
    expect(generated.cousinMarriages / marriages).toBeGreaterThan(0.01);
    expect(generated.cousinMarriages / marriages).toBeLessThan(0.06);
  });

  it('agrees with an independent breadth-first search on 500 random pairs', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pool = generated.blood;
    let related = 0;
    const seen = { half: 0, lineal: 0, inLaw: 0 };
    for (let i = 0; i < 500; i++) {
      const a = pool[random(pool.length)]!;
      let b = pool[random(pool.length)]!;
      if (b === a) b = pool[(pool.indexOf(a) + 1) % pool.length]!;
      const res = await client(t).get(
        `${apiPaths.relation(family.familyId)}?firstPerson=${a}&secondPerson=${b}`,
      );
      const want = expected(a, b);
      const label = `P${a} and P${b}`;
      if (res.statusCode === 404) {
        expect(want, label).toBeNull();
        continue;
      }
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<RelationResponse>();
      expect(body.relations[0]!.relationship, label).toBe(body.relationship);
      expect(body.relations[0]!.path).toEqual(body.path);
      for (const relation of body.relations) {
        expect(relation.path[0], label).toBe(a);
        expect(relation.path.at(-1), label).toBe(b);
        for (let k = 1; k < relation.path.length; k++)
          expect(linked(relation.path[k - 1]!, relation.path[k]!), label).toBe(true);
      }
      const blood = body.relations.find((r) => r.kind === 'blood');
      if (!want) {
        expect(blood, label).toBeUndefined();
        continue;
      }
      related++;
      if (want.half) seen.half++;
      if (want.lineal) seen.lineal++;
      if (body.relations.some((r) => r.kind === 'in-law')) seen.inLaw++;
      expect(blood, label).toBeDefined();
      // A blood path climbs to one common ancestor and comes down: its links are its distance.
      expect(blood!.path.length - 1, `${label}: ${blood!.relationship}`).toBe(want.distance);
      const top = blood!.path.reduce((best, id, index) => (want.up.get(id) === index ? id : best));
      expect(want.down.has(top), label).toBe(true);
      const isLineal =
        blood!.path.every((id, k) => k === 0 || isParentOf(id, blood!.path[k - 1]!)) ||
        blood!.path.every((id, k) => k === 0 || isParentOf(blood!.path[k - 1]!, id));
      expect(isLineal, `${label}: ${blood!.relationship}`).toBe(want.lineal);
      expect(/\bhalf-/.test(blood!.relationship), `${label}: ${blood!.relationship}`).toBe(
        want.half,
      );
    }
    // Enough related pairs, half relations, lineal ones and in-laws for the check to mean something.
    expect(related).toBeGreaterThan(150);
    expect(seen.half).toBeGreaterThan(0);
    expect(seen.lineal).toBeGreaterThan(0);
    expect(seen.inLaw).toBeGreaterThan(0);
  }, 120_000);

  it('gives the same answers from the links held in memory as from the database walk', async () => {
    const held = createRelationService(t.context.db);
    const walking = createRelationService(t.context.db, { maxPersons: 0 });
    const policy = policyOf(family.familyId, true, 'FULL');
    const answer = (service: typeof held, a: number, b: number) =>
      service.relation(family.familyId, a, b, policy).catch((error: Error) => error.message);
    const pool = generated.blood;
    for (let i = 0; i < 200; i++) {
      const a = pool[(i * 7919) % pool.length]!;
      const b = pool[(i * 104_729 + 13) % pool.length]!;
      if (a === b) continue;
      expect(await answer(held, a, b), `P${a} and P${b}`).toEqual(await answer(walking, a, b));
    }
  }, 60_000);
});
