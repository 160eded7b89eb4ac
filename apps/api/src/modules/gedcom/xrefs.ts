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

/** Sources, repositories and shared notes (issue 30): rows of their tables, named by id. */
export const sourceXref = (id: number) => `S${id}`;
export const repositoryXref = (id: number) => `R${id}`;
export const noteXref = (id: number) => `N${id}`;
/** Media records (OBJE, issue 30). */
export const mediaXref = (id: number) => `M${id}`;

/** A family without partners (kept whole as a record) is named by its first child. */
export const childrenFamilyKey = (childId: number) => `FC${childId}`;

/** The SUBM record every export writes (and every import leaves out again). */
export const ownSubmitterXref = 'SUBM_FAMILYTREE';

/** The note an export ends with when it could not write everything (and an import leaves out). */
export const exportWarningsXref = 'EXPORT_WARNINGS';

/**
 * Rewrites pointers to the file's persons and families into the export's identifiers, given the
 * person ids reserved for the plan's persons (same order). Other pointers (sources, notes,
 * media, repositories) keep their xref: their records are kept with it. But for a record of the
 * file named as one of its persons or families now is (a NOTE `@I12@` when person 12 is one of
 * the file's): it and its pointers get `K_` before the name (one more on a chain of K_ names, as
 * the export renames), so that no stored pointer, even under a custom tag, may name either.
 */
export function xrefRewriter(
  plan: ImportPlan,
  ids: number[],
  /** The file's REPO, SOUR and NOTE records by xref: the export's names of their rows. */
  research: Map<string, string> = new Map(),
): (text: string) => string {
  let rename: ((xref: string) => string | undefined) | null = null;
  const build = () => {
    const to = new Map<string, string>(research);
    plan.persons.forEach((p, i) => to.set(p.xref, personXref(ids[i]!)));
    for (const f of plan.families) {
      const id = (i: number | null) => (i === null ? null : ids[i]!);
      if (f.partner !== null) to.set(f.xref, familyKey(id(f.partner), id(f.spouse)));
      else if (f.children.length) to.set(f.xref, childrenFamilyKey(ids[f.children[0]!]!));
    }
    const given = new Set(to.values());
    return (xref: string) => {
      const name = to.get(xref);
      if (name !== undefined) return name;
      const base = xref.startsWith('K_') ? xref.replace(/^(K_)+/, '') : xref;
      return given.has(base) ? `K_${xref}` : undefined;
    };
  };
  return (text) => {
    if (!text.includes('@')) return text;
    rename ??= build();
    return rewritePointers(text, rename);
  };
}

const isXrefStart = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const otherSpace = /\s/;
/** JavaScript's `\s`: ASCII's spaces, and a few more above 127. */
const isSpace = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c < 128 ? c === 32 || (c >= 9 && c <= 13) : otherSpace.test(text[i]!);
};

/**
 * Every pointer `@X@` in `text` (X a letter, digit or underscore, then anything but `@` and
 * spaces: `@#D…@` calendar escapes and `@@` are no pointers) that `rename` renames is written as
 * `@rename(X)@`. Read by hand rather than by a regular expression with a replacer function: most
 * kept lines point to sources, which stay as they are, and then nothing is built at all (the
 * replacer was 14 % of the write's own CPU for 10,000 persons).
 */
export function rewritePointers(
  text: string,
  rename: (xref: string) => string | undefined,
): string {
  let out = '';
  let copied = 0;
  let at = text.indexOf('@');
  while (at >= 0) {
    let end = at + 1;
    if (end < text.length && isXrefStart(text.charCodeAt(end))) {
      end++;
      while (end < text.length && text.charCodeAt(end) !== 64 && !isSpace(text, end)) end++;
      if (end < text.length && text.charCodeAt(end) === 64) {
        const xref = rename(text.slice(at + 1, end));
        if (xref !== undefined) {
          out += `${text.slice(copied, at)}@${xref}@`;
          copied = end + 1;
        }
        at = text.indexOf('@', end + 1);
        continue;
      }
    }
    at = text.indexOf('@', at + 1);
  }
  return copied === 0 ? text : out + text.slice(copied);
}
