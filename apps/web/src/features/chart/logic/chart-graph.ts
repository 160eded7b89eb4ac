import type { ChartPerson, ChartResponse } from '@familytree/shared';

/** The chart answer indexed for layouts: persons by id, children by parent, partners in order. */
export interface ChartGraph {
  focus: ChartPerson | undefined;
  person: (id: number | null) => ChartPerson | undefined;
  children: (id: number) => ChartPerson[];
  partners: (id: number) => ChartPerson[];
}

export function chartGraph(data: ChartResponse): ChartGraph {
  const byId = new Map(data.persons.map((p) => [p.personId, p]));
  const childrenOf = new Map<number, ChartPerson[]>();
  for (const p of data.persons) {
    for (const parent of new Set([p.fatherId, p.motherId])) {
      if (parent === null) continue;
      const list = childrenOf.get(parent) ?? [];
      list.push(p);
      childrenOf.set(parent, list);
    }
  }
  for (const list of childrenOf.values()) {
    list.sort((a, b) => (a.childOrder ?? 1e9) - (b.childOrder ?? 1e9) || a.personId - b.personId);
  }
  const partnersOf = new Map<number, number[]>();
  const unions = [...data.unions].sort((a, b) => a.unionOrder - b.unionOrder);
  for (const u of unions) {
    partnersOf.set(u.personId, [...(partnersOf.get(u.personId) ?? []), u.spouseId]);
    partnersOf.set(u.spouseId, [...(partnersOf.get(u.spouseId) ?? []), u.personId]);
  }
  return {
    focus: byId.get(data.focusId),
    person: (id) => (id === null ? undefined : byId.get(id)),
    children: (id) => childrenOf.get(id) ?? [],
    partners: (id) =>
      (partnersOf.get(id) ?? []).map((x) => byId.get(x)).filter((p): p is ChartPerson => !!p),
  };
}
