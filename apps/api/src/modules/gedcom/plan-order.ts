import { gedcomWarning, type GedcomWarning } from './warnings/gedcom-warning.js';
import type { ImportPlan, PlanPerson } from './import-plan.js';

/** A person who is their own ancestor: the parent link that closes the loop is dropped. */
export function breakCycles(people: PlanPerson[], warnings: GedcomWarning[]): void {
  const state = new Uint8Array(people.length); // 0 new, 1 on the walk, 2 done
  for (let start = 0; start < people.length; start++) {
    if (state[start] !== 0) continue;
    const stack: Array<{ id: number; step: number }> = [{ id: start, step: 0 }];
    state[start] = 1;
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const person = people[top.id]!;
      const slot = top.step === 0 ? 'father' : top.step === 1 ? 'mother' : null;
      top.step++;
      if (slot === null) {
        state[top.id] = 2;
        stack.pop();
        continue;
      }
      const parent = person[slot];
      if (parent === null) continue;
      if (state[parent] === 1) {
        warnings.push(
          gedcomWarning(
            person.line,
            slot === 'father' ? 'import.ownAncestorFather' : 'import.ownAncestorMother',
            { xref: `@${person.xref}@`, line: person.line },
          ),
        );
        person[slot] = null;
        continue;
      }
      if (state[parent] === 0) {
        state[parent] = 1;
        stack.push({ id: parent, step: 0 });
      }
    }
  }
}

/**
 * The persons reordered parents-first (and the founder first), with every index remapped. The
 * plan's own objects are reordered and remapped in place: a copy of 100,000 persons would
 * double the import's largest part while both lived.
 */
export function parentsFirst(plan: ImportPlan, founder: number | null): ImportPlan {
  const n = plan.persons.length;
  const depth = new Int32Array(n).fill(-1);
  // Cycles are broken already, so the walk up always ends.
  for (let start = 0; start < n; start++) {
    if (depth[start] !== -1) continue;
    const stack = [start];
    while (stack.length) {
      const id = stack[stack.length - 1]!;
      const p = plan.persons[id]!;
      const parents = [p.father, p.mother].filter((x): x is number => x !== null);
      const pending = parents.find((x) => depth[x] === -1);
      if (pending !== undefined) {
        stack.push(pending);
        continue;
      }
      depth[id] = parents.length ? Math.max(...parents.map((x) => depth[x]!)) + 1 : 0;
      stack.pop();
    }
  }
  const order = [...Array(n).keys()].sort(
    (a, b) => depth[a]! - depth[b]! || (a === founder ? -1 : b === founder ? 1 : a - b),
  );
  const newIndex = new Int32Array(n);
  order.forEach((old, i) => (newIndex[old] = i));
  const map = (i: number | null) => (i === null ? null : newIndex[i]!);
  const persons = order.map((old) => plan.persons[old]!);
  for (const p of persons) {
    p.father = map(p.father);
    p.mother = map(p.mother);
  }
  for (const f of plan.families) {
    f.partner = map(f.partner);
    f.spouse = map(f.spouse);
    f.children = f.children.map((c) => newIndex[c]!);
  }
  for (const u of plan.unions) {
    u.person = newIndex[u.person]!;
    u.spouse = newIndex[u.spouse]!;
  }
  plan.persons = persons;
  return plan;
}
