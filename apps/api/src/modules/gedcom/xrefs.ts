import type { ImportPlan } from './import-plan.js';

/**
 * The identifiers an export gives persons and families, and the import's rewrite of the file's
 * own identifiers into them. Kept lines that point to a person or family (ASSO, a second FAMC, a
 * CHIL of a second family) are stored already pointing to the identifiers the export will write,
 * so the export writes them as they are and they still point to the same person.
 */

export const personXref = (id: number) => `I${id}`;

/** A family is its partners, or its one known parent: the same key from a union or a child. */
export function familyKey(a: number | null, b: number | null): string {
  if (a === null) return b === null ? 'F' : `F${b}`;
  if (b === null) return `F${a}`;
  return a < b ? `F${a}_${b}` : `F${b}_${a}`;
}

/** A family without partners (kept whole as a record) is named by its first child. */
export const childrenFamilyKey = (childId: number) => `FC${childId}`;

/** The SUBM record every export writes (and every import leaves out again). */
export const ownSubmitterXref = 'SUBM_FAMILYTREE';

/** GEDCOM's pointers; `@#D…@` calendar escapes and `@@` are no pointers. */
const pointers = /@([A-Za-z0-9_][^@\s]*)@/g;

/**
 * Rewrites pointers to the file's persons and families into the export's identifiers, given the
 * person ids reserved for the plan's persons (same order). Other pointers (sources, notes,
 * media, repositories) keep their xref: their records are kept with it. But for a record of the
 * file named as one of its persons or families now is (a NOTE `@I12@` when person 12 is one of
 * the file's): it and its pointers get `K_` before the name (one more on a chain of K_ names, as
 * the export renames), so that no stored pointer, even under a custom tag, may name either.
 */
export function xrefRewriter(plan: ImportPlan, ids: number[]): (text: string) => string {
  let names: { to: Map<string, string>; given: Set<string> } | null = null;
  const build = () => {
    const to = new Map<string, string>();
    plan.persons.forEach((p, i) => to.set(p.xref, personXref(ids[i]!)));
    for (const f of plan.families) {
      const id = (i: number | null) => (i === null ? null : ids[i]!);
      if (f.partner !== null) to.set(f.xref, familyKey(id(f.partner), id(f.spouse)));
      else if (f.children.length) to.set(f.xref, childrenFamilyKey(ids[f.children[0]!]!));
    }
    return { to, given: new Set(to.values()) };
  };
  return (text) => {
    if (!text.includes('@')) return text;
    const { to, given } = (names ??= build());
    return text.replace(pointers, (whole, xref: string) => {
      const name = to.get(xref);
      if (name !== undefined) return `@${name}@`;
      const base = xref.startsWith('K_') ? xref.replace(/^(K_)+/, '') : xref;
      return given.has(base) ? `@K_${xref}@` : whole;
    });
  };
}
