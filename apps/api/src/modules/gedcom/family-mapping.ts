import { nodeText } from './gedcom-text.js';
import type { ImportPlan, Kept, PlanFamily, PlanPerson } from './import-plan.js';
import { countUnknownTag, eventOf, familyEventTags } from './event-mapping.js';
import { pointer, type GedcomNode } from './records.js';
import { gedcomWarning, type GedcomWarning } from './warnings/gedcom-warning.js';
import { citationOf, isCitation } from './research-mapping.js';
import { pointingToMedia, takeMedia, type InlineMedia } from './media-mapping.js';

/** FAM records as the plan's families: partners, children and their order, and what is kept. */

/**
 * The FAMC lines of persons that the tree cannot show: their sub-lines (PEDI and the like) and,
 * for a person with several parent families (birth and adoptive parents), their order.
 */
export interface FamcLinks {
  /** `${personXref} ${familyXref}`: the FAMC's sub-lines (level 2); only FAMC lines with some. */
  lines: Map<string, string>;
  /** A person's parent families in FAMC order; only persons with two or more. */
  multiple: Map<string, string[]>;
}

export function noteFamc(famcs: FamcLinks, indi: GedcomNode, famc: GedcomNode): void {
  const person = indi.xref!;
  const family = pointer(famc.value);
  if (!family) return;
  if (famc.children.length)
    famcs.lines.set(`${person} ${family}`, famc.children.map((n) => nodeText(n, 2)).join('\n'));
  if (famcs.multiple.has(person)) return;
  // A second FAMC to one family is kept as written (mapping.ts); the family counts once.
  const all = [
    ...new Set(
      indi.children
        .filter((c) => c.tag === 'FAMC')
        .map((c) => pointer(c.value))
        .filter((x): x is string => x !== null),
    ),
  ];
  if (all.length > 1) famcs.multiple.set(person, all);
}

/**
 * For a child of several families with partners: the one its first FAMC names among those that
 * list it. The tree shows that one as the parents; the others are kept as second family links.
 */
function preferredFamilies(
  fams: Array<() => GedcomNode>,
  multiple: Map<string, string[]>,
  hasPartner: (fam: GedcomNode) => boolean,
): Map<string, string> {
  const preferred = new Map<string, string>();
  if (multiple.size === 0) return preferred;
  const listing = new Map<string, Set<string>>();
  // Only files with such children read their families twice.
  for (const readFam of fams) {
    const fam = readFam();
    if (!fam.xref || !hasPartner(fam)) continue;
    for (const c of fam.children) {
      const child = c.tag === 'CHIL' ? pointer(c.value) : null;
      if (child === null || !multiple.has(child)) continue;
      const set = listing.get(child) ?? new Set<string>();
      set.add(fam.xref);
      listing.set(child, set);
    }
  }
  for (const [child, list] of multiple) {
    const first = list.find((f) => listing.get(child)?.has(f));
    if (first) preferred.set(child, first);
  }
  return preferred;
}

const isVoid = (c: GedcomNode) =>
  (c.tag === 'HUSB' || c.tag === 'WIFE' || c.tag === 'CHIL') && pointer(c.value) === 'VOID';

export function linkFamilies(
  fams: Array<() => GedcomNode>,
  people: PlanPerson[],
  indexOf: Map<string, number>,
  counts: ImportPlan['counts'],
  unknown: Map<string, { count: number; line: number }>,
  warnings: GedcomWarning[],
  kept: { famcs: FamcLinks; records: Kept[] },
  /** The file's inline OBJE (media-mapping.ts): a FAM is read once. */
  inline: InlineMedia,
): PlanFamily[] {
  const families: PlanFamily[] = [];
  const childOrders = new Map<number, number>();
  const ref = (node: GedcomNode): number | null => {
    const xref = pointer(node.value);
    // GEDCOM 7 writes @VOID@ for a person it knows exists but cannot name.
    if (xref === 'VOID') return null;
    const index = xref ? indexOf.get(xref) : undefined;
    if (index === undefined) {
      warnings.push(
        gedcomWarning(node.line, 'import.noSuchPerson', {
          tag: node.tag,
          value: node.value.trim(),
          line: node.line,
        }),
      );
      return null;
    }
    return index;
  };
  const isPartner = (c: GedcomNode) =>
    (c.tag === 'HUSB' || c.tag === 'WIFE') && indexOf.has(pointer(c.value) ?? '');
  const preferred = preferredFamilies(fams, kept.famcs.multiple, (fam) =>
    fam.children.some(isPartner),
  );
  /** The child's FAMC to a family the tree does not show, with its sub-lines, kept as written. */
  const keepFamc = (person: PlanPerson, family: string) => {
    const sub = kept.famcs.lines.get(`${person.xref} ${family}`);
    (person.linkKept ??= []).push({
      context: 'INDI',
      lines: `1 FAMC @${family}@${sub ? `\n${sub}` : ''}`,
    });
  };
  for (const readFam of fams) {
    const fam = readFam();
    const husband = fam.children.find((c) => c.tag === 'HUSB');
    const wife = fam.children.find((c) => c.tag === 'WIFE');
    const h = husband ? ref(husband) : null;
    const w = wife ? ref(wife) : null;
    const family: PlanFamily = {
      xref: fam.xref ?? `F${families.length}`,
      partner: h ?? w,
      spouse: h === null ? null : w,
      children: [],
      events: [],
      kept: [],
      citations: [],
      media: [],
    };
    if (h === null && w === null) {
      keepWithoutPartners(fam, family, ref, people, counts, unknown, kept.records, keepFamc);
      families.push(family);
      continue;
    }
    for (const c of fam.children) {
      // GEDCOM 7's @VOID@, a person known but not named (a child who died unnamed): no person
      // of the tree, the line is kept as written.
      if (isVoid(c)) {
        family.kept.push({ context: 'FAM', lines: nodeText(c, 1) });
        continue;
      }
      if (c.tag === 'HUSB' || c.tag === 'WIFE') {
        // Its own lines (GEDCOM 7's PHRASE): written back under the partner's line.
        if (c.children.length && (c === husband ? h : c === wife ? w : null) !== null)
          family.kept.push({ context: 'PARTNER', lines: nodeText(c, 1) });
        continue;
      }
      if (c.tag === 'CHIL') {
        const k = ref(c);
        if (k === null) continue;
        const person = people[k]!;
        const first = preferred.get(person.xref);
        const linked = person.father !== null || person.mother !== null;
        if (linked || (first !== undefined && first !== fam.xref)) {
          // A second parent family (adoptive, step, foster): the tree shows one pair of
          // parents, so this link is kept as the file wrote it, on both sides.
          warnings.push(
            gedcomWarning(c.line, 'import.secondFamily', {
              xref: `@${person.xref}@`,
              line: c.line,
            }),
          );
          family.kept.push({ context: 'FAM', lines: nodeText(c, 1) });
          if (fam.xref) keepFamc(person, fam.xref);
          continue;
        }
        person.father = h;
        person.mother = w;
        // Children of a parent are numbered across all their families, in file order.
        const parent = h ?? w;
        if (parent !== null) {
          const next = (childOrders.get(parent) ?? 0) + 1;
          childOrders.set(parent, next);
          person.childOrder = next;
        }
        // The CHIL's own lines (PEDI, _FREL, SOUR) and the child's FAMC's, for the export.
        if (c.children.length) family.kept.push({ context: 'CHIL', lines: nodeText(c, 1) });
        const sub = fam.xref ? kept.famcs.lines.get(`${person.xref} ${fam.xref}`) : undefined;
        if (sub) (person.linkKept ??= []).push({ context: 'FAMC', lines: sub });
        family.children.push(k);
        continue;
      }
      if (familyEventTags.has(c.tag)) {
        counts.events++;
        const event = eventOf(c, warnings, inline);
        counts.citations += event.citations?.length ?? 0;
        family.events.push(event);
        continue;
      }
      if (isCitation(c)) {
        counts.citations++;
        family.citations.push(citationOf(c, 1, inline));
        continue;
      }
      // Its media (issue 30): the couple's links, or kept pointers when it has one partner.
      if (c.tag === 'OBJE' && takeMedia(c, family.media, inline)) continue;
      if (c.tag === 'NOTE') counts.notes++;
      countUnknownTag(unknown, c);
      family.kept.push({ context: 'FAM', lines: nodeText(pointingToMedia(c, inline), 1) });
    }
    if (fam.xref) keepAlone(fam, family, people, kept.records);
    families.push(family);
  }
  return families;
}

/**
 * A family of one partner and nothing else (no child, event or line of its own) would leave
 * nothing the export could write it from (issue 30: it disappeared): it is kept whole as a
 * record, and its partner keeps the FAMS to it. It stays a family of the plan with nothing to
 * write, so that its xref is rewritten as the export names a family of one partner (`F12`).
 */
function keepAlone(fam: GedcomNode, family: PlanFamily, people: PlanPerson[], records: Kept[]) {
  const alone =
    family.spouse === null &&
    family.partner !== null &&
    family.children.length === 0 &&
    family.events.length === 0 &&
    family.kept.length === 0 &&
    family.citations.length === 0 &&
    family.media.length === 0 &&
    !fam.children.some((c) => c.tag === 'CHIL');
  if (!alone) return;
  records.push({ context: 'REC', lines: nodeText(fam, 0) });
  const partner = people[family.partner!]!;
  (partner.linkKept ??= []).push({ context: 'INDI', lines: `1 FAMS @${fam.xref}@` });
}

/**
 * A family with no known partner (children only, or nobody) is no link in the tree: it is kept
 * whole as a record, and each child keeps its FAMC to it. Its children are listed on the plan's
 * family only to name it on export (by its first child).
 */
function keepWithoutPartners(
  fam: GedcomNode,
  family: PlanFamily,
  ref: (node: GedcomNode) => number | null,
  people: PlanPerson[],
  counts: ImportPlan['counts'],
  unknown: Map<string, { count: number; line: number }>,
  records: Kept[],
  keepFamc: (person: PlanPerson, family: string) => void,
): void {
  // Pointers to nobody (a missing child) are left out of the record; @VOID@ ones stay.
  const lines: GedcomNode[] = [];
  for (const c of fam.children) {
    if (isVoid(c)) {
      lines.push(c);
      continue;
    }
    if (c.tag === 'HUSB' || c.tag === 'WIFE') continue;
    if (c.tag === 'CHIL') {
      const k = ref(c);
      if (k === null) continue;
      lines.push(c);
      family.children.push(k);
      if (fam.xref) keepFamc(people[k]!, fam.xref);
      continue;
    }
    lines.push(c);
    if (familyEventTags.has(c.tag)) counts.events++;
    else {
      // An OBJE stays in the kept record: no media row (the preview counts rows).
      if (c.tag === 'NOTE') counts.notes++;
      countUnknownTag(unknown, c);
    }
  }
  // A record nothing can point to is no record of GEDCOM 5.5.1.
  if (fam.xref) records.push({ context: 'REC', lines: nodeText({ ...fam, children: lines }, 0) });
}
