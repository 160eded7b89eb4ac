import type { GedcomPreview } from '@familytree/shared';
import { decodeGedcom } from './decode.js';
import type { ImportPlan } from './import-plan.js';
import { createPlanBuilder } from './mapping.js';
import { child, childValue, parseRecords, type GedcomNode } from './records.js';
import type { GedcomWarning } from './warnings/gedcom-warning.js';

/** How many candidate founders and warnings a preview lists (the counts stay exact). */
const maxFounders = 20;
const maxWarnings = 200;

export interface ReadFile {
  plan: ImportPlan;
  head: { version: string; encoding: string; program: string };
}

function headOf(head: GedcomNode | undefined, encoding: string) {
  const gedc = head && child(head, 'GEDC');
  const sour = head && child(head, 'SOUR');
  const program = sour
    ? [childValue(sour, 'NAME') || sour.value.trim(), childValue(sour, 'VERS')]
        .filter(Boolean)
        .join(' ')
    : '';
  return { version: (gedc && childValue(gedc, 'VERS')) || '', encoding, program };
}

/** Decodes, parses and maps a file; throws NotGedcomError for anything that is not GEDCOM. */
export function readGedcomFile(data: Buffer): ReadFile {
  const { text, encoding, warnings } = decodeGedcom(data);
  const builder = createPlanBuilder();
  const parsed = parseRecords(text, builder.add);
  return {
    plan: builder.finish([...warnings, ...parsed.warnings]),
    head: headOf(parsed.head ?? undefined, encoding),
  };
}

/** Persons without parents, with how many descendants each has, most first. */
export function founderCandidates(plan: ImportPlan) {
  const n = plan.persons.length;
  const children: number[][] = Array.from({ length: n }, () => []);
  plan.persons.forEach((p, i) => {
    if (p.father !== null) children[p.father]!.push(i);
    if (p.mother !== null && p.mother !== p.father) children[p.mother]!.push(i);
  });
  const seen = new Int32Array(n).fill(-1);
  const roots = plan.persons
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.father === null && p.mother === null);
  const scored = roots.map(({ p, i }) => {
    let count = 0;
    const stack = [...children[i]!];
    while (stack.length) {
      const c = stack.pop()!;
      if (seen[c] === i) continue;
      seen[c] = i;
      count++;
      for (const g of children[c]!) stack.push(g);
    }
    return {
      xref: p.xref,
      name: [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' '),
      descendants: count,
    };
  });
  scored.sort((a, b) => b.descendants - a.descendants);
  return scored;
}

/** The preview, its warnings in English with their texts (the caller says them in a language). */
export function previewOf(file: ReadFile): GedcomPreview & { warnings: GedcomWarning[] } {
  const { plan, head } = file;
  return {
    ...head,
    counts: plan.counts,
    founders: founderCandidates(plan).slice(0, maxFounders),
    warnings: plan.warnings.slice(0, maxWarnings),
    warningCount: plan.warnings.length,
  };
}
