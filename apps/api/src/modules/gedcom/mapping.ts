import { parseGedcomDate, type GedcomDate } from '@familytree/shared';
import { nodeText } from './gedcom-text.js';
import {
  child,
  childValue,
  parseRecord,
  pointer,
  type GedcomNode,
  type GedcomWarning,
} from './records.js';
import type {
  ImportPlan,
  Kept,
  PlanEvent,
  PlanFamily,
  PersonDetail,
  PlanPerson,
  PlanUnion,
} from './import-plan.js';
import { breakCycles } from './plan-order.js';
import { ownSubmitterXref } from './xrefs.js';

export const personEventTags = new Set([
  'BIRT',
  'CHR',
  'DEAT',
  'BURI',
  'CREM',
  'ADOP',
  'BAPM',
  'BARM',
  'BASM',
  'BLES',
  'CHRA',
  'CONF',
  'FCOM',
  'ORDN',
  'NATU',
  'EMIG',
  'IMMI',
  'CENS',
  'PROB',
  'WILL',
  'GRAD',
  'RETI',
  'EVEN',
  'OCCU',
  'EDUC',
  'RESI',
]);
export const familyEventTags = new Set([
  'MARR',
  'DIV',
  'ANUL',
  'CENS',
  'DIVF',
  'ENGA',
  'MARB',
  'MARC',
  'MARL',
  'MARS',
  'RESI',
  'EVEN',
]);
/** Tags every GEDCOM reader knows; anything else kept is an "unknown tag" warning. */
const standardTags = new Set([
  'SOUR',
  'OBJE',
  'NOTE',
  'SNOTE',
  'REFN',
  'RIN',
  'CHAN',
  'ASSO',
  'ALIA',
  'ANCI',
  'DESI',
  'RFN',
  'AFN',
  'SUBM',
  'CAST',
  'DSCR',
  'IDNO',
  'NATI',
  'NCHI',
  'NMR',
  'PROP',
  'RELI',
  'SSN',
  'TITL',
  'FACT',
  'NAME',
  'UID',
  'EXID',
  'CREA',
  'SLGC',
  'SLGS',
  'BAPL',
  'CONL',
  'ENDL',
  'INIL',
  'REPO',
]);

const eventMapped = new Set(['DATE', 'PLAC', 'TYPE']);

function eventOf(node: GedcomNode, warnings: GedcomWarning[]): PlanEvent {
  const dateNode = child(node, 'DATE');
  let date: GedcomDate | null = null;
  if (dateNode && dateNode.value.trim() !== '') {
    date = parseGedcomDate(dateNode.value);
    if (!date.valid)
      warnings.push({
        line: dateNode.line,
        message: `Impossible date "${dateNode.value.trim()}" on line ${dateNode.line}; kept as written`,
      });
  }
  // A DATE or PLAC with lines of its own (GEDCOM 7's PHRASE, a place's MAP) is kept whole too:
  // its value is also mapped, and the export writes the kept structure instead.
  const extras = node.children.filter((c) => !eventMapped.has(c.tag) || c.children.length > 0);
  const addr = child(node, 'ADDR');
  const part = (tag: string) => (addr && childValue(addr, tag)) || null;
  return {
    tag: node.tag,
    address: addr
      ? {
          street:
            [addr.value.trim(), part('ADR1'), part('ADR2')].filter(Boolean).join('\n') || null,
          city: part('CITY'),
          state: part('STAE'),
          postalCode: part('POST'),
          country: part('CTRY'),
        }
      : null,
    value: node.value.trim() === '' ? null : node.value.trim(),
    type: childValue(node, 'TYPE') || null,
    agency: childValue(node, 'AGNC') || null,
    date,
    place: childValue(node, 'PLAC') || null,
    extra: extras.length ? extras.map((c) => nodeText(c, 2)).join('\n') : null,
  };
}

/** "John Paul /Smith/" with its GIVN, SURN and NICK lines. */
function namesOf(name: GedcomNode | undefined, same: (text: string) => string) {
  const value = name?.value ?? '';
  const slash = /\/([^/]*)\/?/.exec(value);
  const surname = (name && childValue(name, 'SURN')) || slash?.[1]?.trim() || '';
  const given =
    (name && childValue(name, 'GIVN')) ||
    value
      .replace(/\/[^/]*\/?/, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const [first = '', ...middle] = given.split(' ').filter(Boolean);
  return {
    firstName: same(first),
    middleName: middle.length ? middle.join(' ') : null,
    lastName: same(surname),
    nickName: (name && childValue(name, 'NICK')) || null,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A NOTE's text as the rich text of "about": one paragraph per paragraph, line breaks kept. */
export const noteToAbout = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

function countUnknownTag(unknown: Map<string, { count: number; line: number }>, node: GedcomNode) {
  if (standardTags.has(node.tag) && !node.tag.startsWith('_')) return;
  const seen = unknown.get(node.tag);
  if (seen) seen.count++;
  else unknown.set(node.tag, { count: 1, line: node.line });
}

/** Where reading a person reports what it found beyond the person (the first reading only). */
interface PersonSink {
  /** False when a person's details are read again at write time: the rest was seen already. */
  firstReading: boolean;
  counts: ImportPlan['counts'];
  unknown: Map<string, { count: number; line: number }>;
  warnings: GedcomWarning[];
  /**
   * The FAMS and FAMC lines by the family they name, checked once every FAM is known: their line
   * numbers, negative for FAMC (one small array per family, not an object per line).
   */
  famPointers: Map<string, number[]>;
  famcs: FamcLinks;
  /** One string per distinct given name and surname (a family repeats them thousands of times). */
  same: (text: string) => string;
}

function interning() {
  const known = new Map<string, string>();
  return (text: string) => {
    const found = known.get(text);
    if (found !== undefined) return found;
    known.set(text, text);
    return text;
  };
}

const danglingFamily = (tag: string, value: string, line: number): GedcomWarning => ({
  line,
  message: `${tag} ${value} on line ${line} points to no family; ignored`,
});

/** The second reading's sink: its counts and maps are never read (nor written, but counts). */
const secondReading: PersonSink = {
  firstReading: false,
  counts: { individuals: 0, families: 0, events: 0, notes: 0, sources: 0, media: 0 },
  unknown: new Map(),
  warnings: [],
  famPointers: new Map(),
  famcs: { lines: new Map(), multiple: new Map() },
  same: (text) => text,
};

/** An INDI record as a person, with its events, kept lines and NOTE texts or pointers. */
function readPerson(indi: GedcomNode, xref: string, source: string, sink: PersonSink) {
  let firstName: GedcomNode | undefined;
  let sex = '';
  for (const c of indi.children) {
    if (c.tag === 'NAME' && !firstName) firstName = c;
    else if (c.tag === 'SEX') sex = c.value.trim().toUpperCase();
  }
  const person: PlanPerson = {
    xref,
    line: indi.line,
    source,
    ...namesOf(firstName, sink.same),
    gender: sex === 'M' || sex === 'F' ? sex : 'U',
    placeOfBirth: null,
    dateOfBirth: null,
    dateOfDeath: null,
    living: true,
    about: null,
    father: null,
    mother: null,
    childOrder: null,
  };
  const detail: PersonDetail = { events: [], kept: [] };
  const notes: Array<string | { text: string }> = [];
  let noteLine: number | null = null;
  for (const c of indi.children) {
    if (c === firstName) {
      const rest = c.children.filter(
        (n) => n.tag !== 'GIVN' && n.tag !== 'SURN' && n.tag !== 'NICK',
      );
      if (rest.length)
        detail.kept.push({ context: 'NAME', lines: rest.map((n) => nodeText(n, 2)).join('\n') });
      continue;
    }
    if (c.tag === 'SEX') continue;
    if (c.tag === 'FAMS' || c.tag === 'FAMC') {
      if (!sink.firstReading) continue;
      if (c.tag === 'FAMC') noteFamc(sink.famcs, indi, c);
      const xref = pointer(c.value);
      if (xref === null) sink.warnings.push(danglingFamily(c.tag, c.value.trim(), c.line));
      else {
        const at = c.tag === 'FAMS' ? c.line : -c.line;
        const lines = sink.famPointers.get(xref);
        if (lines) lines.push(at);
        else sink.famPointers.set(xref, [at]);
      }
      continue;
    }
    if (personEventTags.has(c.tag)) {
      const event = eventOf(c, sink.warnings);
      sink.counts.events++;
      detail.events.push(event);
      if (c.tag === 'BIRT' && person.dateOfBirth === null && person.placeOfBirth === null) {
        person.dateOfBirth = event.date?.exact ?? null;
        person.placeOfBirth = event.place;
      }
      if (c.tag === 'DEAT') {
        person.living = false;
        person.dateOfDeath ??= event.date?.exact ?? null;
      }
      if (c.tag === 'BURI' || c.tag === 'CREM') person.living = false;
      continue;
    }
    if (c.tag === 'NOTE' || c.tag === 'SNOTE') {
      // The note's text becomes "about"; a note record may come later in the file.
      sink.counts.notes++;
      const ref = pointer(c.value);
      notes.push(ref ?? { text: c.value });
      noteLine ??= ref ? c.line : null;
      continue;
    }
    if (c.tag === 'OBJE') sink.counts.media++;
    if (sink.firstReading) countUnknownTag(sink.unknown, c);
    detail.kept.push({ context: 'INDI', lines: nodeText(c, 1) });
  }
  return { person, detail, notes, noteLine };
}

/**
 * A person's events and kept lines, read again from the record's source when the person is
 * written: holding them for every person of a large file until then took a third of the
 * import's memory.
 */
export function personDetail(person: PlanPerson): PersonDetail {
  const record = parseRecord(person.source, person.line);
  const { events, kept } = readPerson(record, person.xref, person.source, {
    ...secondReading,
    warnings: [],
  }).detail;
  return { events, kept: person.linkKept ? [...kept, ...person.linkKept] : kept };
}

/**
 * Builds the plan record by record as the parser hands them over (the file is never one tree):
 * persons at once; families, note references and pointers once every record is known.
 */
export function createPlanBuilder() {
  const unknown = new Map<string, { count: number; line: number }>();
  const counts = { individuals: 0, families: 0, events: 0, notes: 0, sources: 0, media: 0 };
  const warnings: GedcomWarning[] = [];
  const noteTexts = new Map<string, string>();
  const noteRefs: Array<{ person: number; refs: Array<string | { text: string }>; line: number }> =
    [];
  // FAM records wait for every person; their sources are held, not their parsed lines.
  const fams: Array<{ xref: string | null; line: number; source: string }> = [];
  const famPointers = new Map<string, number[]>();
  const famcs: FamcLinks = { lines: new Map(), multiple: new Map() };
  const sink: PersonSink = {
    firstReading: true,
    counts,
    unknown,
    warnings,
    famPointers,
    famcs,
    same: interning(),
  };
  const records: Kept[] = [];
  const indexOf = new Map<string, number>();
  const people: PlanPerson[] = [];

  function addPerson(indi: GedcomNode, source: string) {
    counts.individuals++;
    if (!indi.xref) {
      warnings.push({
        line: indi.line,
        message: `The INDI record on line ${indi.line} has no identifier; skipped`,
      });
      return;
    }
    if (indexOf.has(indi.xref)) {
      warnings.push({
        line: indi.line,
        message: `@${indi.xref}@ is defined twice (line ${indi.line}); the second is skipped`,
      });
      return;
    }
    const { person, notes, noteLine } = readPerson(indi, indi.xref, source, sink);
    if (noteLine !== null) noteRefs.push({ person: people.length, refs: notes, line: noteLine });
    else if (notes.length)
      person.about = noteToAbout(notes.map((n) => (n as { text: string }).text).join('\n\n'));
    indexOf.set(indi.xref, people.length);
    people.push(person);
  }

  function add(record: GedcomNode, source: string) {
    switch (record.tag) {
      case 'INDI':
        return addPerson(record, source);
      case 'FAM':
        counts.families++;
        fams.push({ xref: record.xref, line: record.line, source });
        return;
      case 'SUBM':
        // This product's own submitter: the next export writes it anew.
        if (record.xref === ownSubmitterXref) return;
        break;
      case 'HEAD':
      case 'TRLR':
        return;
    }
    if (record.tag === 'NOTE' || record.tag === 'SNOTE') {
      counts.notes++;
      if (record.xref) noteTexts.set(record.xref, record.value);
    }
    if (record.tag === 'SOUR') counts.sources++;
    if (record.tag === 'OBJE') counts.media++;
    if (!['NOTE', 'SNOTE', 'SOUR', 'OBJE', 'REPO', 'SUBM', 'SUBN'].includes(record.tag))
      countUnknownTag(unknown, record);
    records.push({ context: 'REC', lines: nodeText(record, 0) });
  }

  function finish(parseWarnings: GedcomWarning[]): ImportPlan {
    for (const pending of noteRefs) {
      const texts: string[] = [];
      for (const n of pending.refs) {
        if (typeof n !== 'string') texts.push(n.text);
        else if (noteTexts.has(n)) texts.push(noteTexts.get(n)!);
        else
          warnings.push({
            line: pending.line,
            message: `NOTE @${n}@ on line ${pending.line} points to no record`,
          });
      }
      if (texts.length) people[pending.person]!.about = noteToAbout(texts.join('\n\n'));
    }
    const families = linkFamilies(
      fams.map((f) => () => parseRecord(f.source, f.line)),
      people,
      indexOf,
      counts,
      unknown,
      warnings,
      { famcs, records },
    );
    const familyXrefs = new Set(fams.map((f) => f.xref));
    // FAMC/FAMS pointers that name no family are dangling; the FAM records carry the links.
    for (const [xref, lines] of famPointers)
      if (!familyXrefs.has(xref))
        for (const at of lines)
          warnings.push(danglingFamily(at > 0 ? 'FAMS' : 'FAMC', `@${xref}@`, Math.abs(at)));
    const unions: PlanUnion[] = [];
    const unionCount = new Map<number, number>();
    for (const f of families) {
      if (f.partner === null || f.spouse === null) continue;
      const order = (unionCount.get(f.partner) ?? 0) + 1;
      unionCount.set(f.partner, order);
      unions.push({ person: f.partner, spouse: f.spouse, order });
    }
    breakCycles(people, warnings);
    for (const [tag, { count, line }] of unknown)
      warnings.push({
        line,
        message: `Unknown tag ${tag} kept (${count === 1 ? 'once' : `${count} times`}, first on line ${line})`,
      });
    const all = [...parseWarnings, ...warnings].sort((a, b) => a.line - b.line);
    return { persons: people, families, unions, records, warnings: all, counts };
  }

  return { add, finish };
}

/**
 * The FAMC lines of persons that the tree cannot show: their sub-lines (PEDI and the like) and,
 * for a person with several parent families (birth and adoptive parents), their order.
 */
interface FamcLinks {
  /** `${personXref} ${familyXref}`: the FAMC's sub-lines (level 2); only FAMC lines with some. */
  lines: Map<string, string>;
  /** A person's parent families in FAMC order; only persons with two or more. */
  multiple: Map<string, string[]>;
}

function noteFamc(famcs: FamcLinks, indi: GedcomNode, famc: GedcomNode): void {
  const person = indi.xref!;
  const family = pointer(famc.value);
  if (!family) return;
  if (famc.children.length)
    famcs.lines.set(`${person} ${family}`, famc.children.map((n) => nodeText(n, 2)).join('\n'));
  if (famcs.multiple.has(person)) return;
  const all = indi.children
    .filter((c) => c.tag === 'FAMC')
    .map((c) => pointer(c.value))
    .filter((x): x is string => x !== null);
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

function linkFamilies(
  fams: Array<() => GedcomNode>,
  people: PlanPerson[],
  indexOf: Map<string, number>,
  counts: ImportPlan['counts'],
  unknown: Map<string, { count: number; line: number }>,
  warnings: GedcomWarning[],
  kept: { famcs: FamcLinks; records: Kept[] },
): PlanFamily[] {
  const families: PlanFamily[] = [];
  const childOrders = new Map<number, number>();
  const ref = (node: GedcomNode): number | null => {
    const xref = pointer(node.value);
    // GEDCOM 7 writes @VOID@ for a person it knows exists but cannot name.
    if (xref === 'VOID') return null;
    const index = xref ? indexOf.get(xref) : undefined;
    if (index === undefined) {
      warnings.push({
        line: node.line,
        message: `${node.tag} ${node.value.trim()} on line ${node.line} points to no person; ignored`,
      });
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
    };
    if (h === null && w === null) {
      keepWithoutPartners(fam, family, ref, people, counts, unknown, kept.records, keepFamc);
      families.push(family);
      continue;
    }
    for (const c of fam.children) {
      if (c.tag === 'HUSB' || c.tag === 'WIFE') continue;
      if (c.tag === 'CHIL') {
        const k = ref(c);
        if (k === null) continue;
        const person = people[k]!;
        const first = preferred.get(person.xref);
        const linked = person.father !== null || person.mother !== null;
        if (linked || (first !== undefined && first !== fam.xref)) {
          // A second parent family (adoptive, step, foster): the tree shows one pair of
          // parents, so this link is kept as the file wrote it, on both sides.
          warnings.push({
            line: c.line,
            message: `@${person.xref}@ is a child of a second family on line ${c.line}; kept as a second family link`,
          });
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
        family.events.push(eventOf(c, warnings));
        continue;
      }
      if (c.tag === 'NOTE') counts.notes++;
      if (c.tag === 'OBJE') counts.media++;
      countUnknownTag(unknown, c);
      family.kept.push({ context: 'FAM', lines: nodeText(c, 1) });
    }
    families.push(family);
  }
  return families;
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
  // Pointers to nobody (a partner of @VOID@, a missing child) are left out of the record.
  const lines: GedcomNode[] = [];
  for (const c of fam.children) {
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
      if (c.tag === 'NOTE') counts.notes++;
      if (c.tag === 'OBJE') counts.media++;
      countUnknownTag(unknown, c);
    }
  }
  // A record nothing can point to is no record of GEDCOM 5.5.1.
  if (fam.xref) records.push({ context: 'REC', lines: nodeText({ ...fam, children: lines }, 0) });
}
