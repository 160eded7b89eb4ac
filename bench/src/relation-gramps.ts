/**
 * The relation engine against Gramps (issue 28, item 6). A generated family (the cross-check's
 * generator) and a few thousand pairs are named by the engine in memory and written as JSON with
 * each relation's kind, generations up and down, and path; `relation-gramps.py` then builds the
 * same family in a Gramps database, asks Gramps for every relation of each pair and counts the
 * disagreements.
 *
 *   npx tsx bench/src/relation-gramps.ts [persons=2000] [pairs=8400] [lang] > /tmp/relations.json
 *   /usr/bin/python3 bench/src/relation-gramps.py /tmp/relations.json [lang]
 *
 * With `lang` (a locale with a relation module: de, nl, ...) the sentences are that
 * language's, and each blood relation also carries its name in it (`relationLanguage(locale)
 * .blood(line)`), the line's letters as Gramps' reltocommon strings (from each person up to the
 * common ancestor, 'f' a father, 'm' a mother, the last letter the ancestor the engine roots the
 * line at), and whether the line is half and through how many lines; the Python side, given the
 * same language, compares each name with its calculator's (gramps.plugins.rel.rel_<language>)
 * name of the same line. For example:
 *
 *   npx tsx bench/src/relation-gramps.ts 2000 8400 de > /tmp/rel-de.json
 *   /usr/bin/python3 bench/src/relation-gramps.py /tmp/rel-de.json de
 *
 * Without one, the output is the English run's as before.
 *
 * (Debian's `gramps` package: apt-get install -y gramps.)
 */
import { generateFamily } from '../../apps/api/src/modules/tree/relation-generated.fixture.js';
import { relationGraph } from '../../apps/api/src/modules/tree/relation-graph.js';
import { answerRelation } from '../../apps/api/src/modules/tree/relation.service.js';
import type { PersonRow } from '../../apps/api/src/modules/data/tree.repository.js';
import { relationLanguage } from '../../apps/api/src/modules/tree/naming/languages.js';
import type { Line } from '../../apps/api/src/modules/tree/naming/relation-term.js';
import { relationsBetween } from '../../apps/api/src/modules/tree/relation-kinds.js';
import { relationPath } from '../../apps/api/src/modules/tree/relation-tree.js';
import { isLocale } from '@familytree/shared';

const size = Number(process.argv[2] ?? 2000);
const pairCount = Number(process.argv[3] ?? 8400);
const locale = process.argv[4];
if (locale !== undefined && !isLocale(locale)) throw new Error(`Not a locale: ${locale}`);
const language = locale === undefined ? undefined : relationLanguage(locale);

const family = generateFamily({ size, seed: 28, firstId: 1, founders: 6 });
const rows: PersonRow[] = family.persons.map((p) => ({
  id: p.id,
  family_id: 1,
  first_name: `P${p.id}`,
  middle_name: null,
  last_name: 'Generated',
  gender: p.gender,
  father_id: p.father,
  mother_id: p.mother,
  child_order: null,
  photo_url: null,
  date_of_birth: null,
  date_of_death: null,
}));
const unions = family.unions.map(([person, spouse], i) => ({
  family_id: 1,
  person_id: person,
  spouse_id: spouse,
  union_order: i + 1,
}));
const graph = relationGraph(rows, unions);
const byId = new Map(rows.map((p) => [p.id, p]));

// mulberry32, as the generator: the same pairs on every run.
let state = 2028;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

/** Parents, children and spouses: the links a walk from one person to a relative takes. */
function neighbours(id: number): number[] {
  const p = byId.get(id)!;
  const out = [p.father_id, p.mother_id].filter((x): x is number => x !== null);
  out.push(...(graph.children.get(id) ?? []));
  for (const u of unions) {
    if (u.person_id === id) out.push(u.spouse_id);
    if (u.spouse_id === id) out.push(u.person_id);
  }
  return out;
}

/** Half the pairs are a short random walk apart (near relatives), half are any two persons. */
function pairs(): Array<[number, number]> {
  const seen = new Set<string>();
  const out: Array<[number, number]> = [];
  while (out.length < pairCount) {
    const a = pick(rows).id;
    let b = a;
    if (random() < 0.5) {
      const steps = 1 + Math.floor(random() * 8);
      for (let s = 0; s < steps; s++) {
        const next = neighbours(b);
        if (next.length === 0) break;
        b = pick(next);
      }
    } else b = pick(rows).id;
    const key = `${a}:${b}`;
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    out.push([a, b]);
  }
  return out;
}

const isParent = (parent: number, child: number) =>
  byId.get(child)!.father_id === parent || byId.get(child)!.mother_id === parent;

/** Generations up to the top of a blood path and down from it, read from its links. */
function upAndDown(path: number[]): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (let i = 1; i < path.length; i++) {
    if (isParent(path[i]!, path[i - 1]!)) up++;
    else if (isParent(path[i - 1]!, path[i]!)) down++;
  }
  return { up, down };
}

/** A line's letters as Gramps' reltocommon: from the person up to the ancestor, 'f' or 'm'. */
const letters = (path: Line['toFirst']) =>
  path
    .slice(0, -1)
    .reverse()
    .map((p) => (p.gender === 'M' ? 'f' : p.gender === 'F' ? 'm' : 'u'))
    .join('');

const answers = pairs().map(([a, b]) => {
  const answer = answerRelation(graph, byId.get(a)!, byId.get(b)!, byId, language);
  // The terms of the answer's relations, by their path: only for the names in a language.
  const found = language ? relationsBetween(graph, byId.get(a)!, byId.get(b)!) : [];
  const termOf = (kind: string, path: number[]) =>
    found.find((f) => f.kind === kind && relationPath(f).join() === path.join())?.term;
  return {
    first: a,
    second: b,
    relations: (answer?.relations ?? []).map((r) => {
      const term = language ? termOf(r.kind, r.path) : undefined;
      return {
        kind: r.kind,
        relationship: r.relationship,
        path: r.path,
        ...upAndDown(r.path),
        ...(language && term?.kind === 'blood'
          ? {
              name: language.blood(term.line),
              firstLine: letters(term.line.toFirst),
              secondLine: letters(term.line.toSecond),
              half: term.line.half,
              multiplicity: term.line.multiplicity,
            }
          : {}),
      };
    }),
  };
});

process.stdout.write(
  JSON.stringify({
    persons: family.persons,
    unions: family.unions,
    pairs: answers,
  }),
);
