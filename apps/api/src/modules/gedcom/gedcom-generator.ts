/**
 * A synthetic GEDCOM 5.5.1 file of `persons` persons, for the tests and the bench: couples with
 * three children each, every child marrying a spouse from outside, generation after generation.
 * Every person has a name, sex, birth date and place; about one in three has an occupation, a
 * death, a note and a source citation. Deterministic: the same size gives the same file.
 *
 * With `research`, the file also carries what a genealogist's export does (issue 30): a
 * repository per 1,000 persons, a source per 100 (with author, publication and repository), a
 * cited birth for every person (page, quality), a shared note per 10 persons linked from every
 * fifth person, and a media record per 10 persons linked from every tenth.
 */
export function generateGedcom(persons: number, options: { research?: boolean } = {}): string {
  const out: string[] = [
    '0 HEAD',
    '1 SOUR BENCH',
    '2 NAME Generator',
    '1 GEDC',
    '2 VERS 5.5.1',
    '2 FORM LINEAGE-LINKED',
    '1 CHAR UTF-8',
    '0 @S1@ SOUR',
    '1 TITL Civil register',
  ];
  const research = options.research ? researchCounts(persons) : null;
  const given = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jonas'];
  const surnames = ['Berg', 'Holm', 'Lind', 'Dahl', 'Strand', 'Wik', 'Nyberg', 'Sand'];
  const months = [
    'JAN',
    'FEB',
    'MAR',
    'APR',
    'MAY',
    'JUN',
    'JUL',
    'AUG',
    'SEP',
    'OCT',
    'NOV',
    'DEC',
  ];
  interface P {
    id: number;
    sex: 'M' | 'F';
    surname: string;
    year: number;
    famc: number | null;
    fams: number[];
  }
  const people: P[] = [];
  const families: Array<{ husb: number; wife: number; children: number[] }> = [];
  const add = (sex: 'M' | 'F', surname: string, year: number, famc: number | null) => {
    const p: P = { id: people.length + 1, sex, surname, year, famc, fams: [] };
    people.push(p);
    return p;
  };
  const marry = (husb: P, wife: P) => {
    families.push({ husb: husb.id, wife: wife.id, children: [] });
    husb.fams.push(families.length);
    wife.fams.push(families.length);
    return families.length;
  };
  // Founding couple, then breadth first: each couple gets three children, each child a spouse.
  let queue = [marry(add('M', surnames[0]!, 1700, null), add('F', surnames[1]!, 1702, null))];
  while (people.length < persons && queue.length) {
    const next: number[] = [];
    for (const f of queue) {
      const family = families[f - 1]!;
      const father = people[family.husb - 1]!;
      for (let k = 0; k < 3 && people.length < persons; k++) {
        const sex = (people.length + k) % 2 === 0 ? 'M' : 'F';
        const c = add(sex, father.surname, father.year + 25 + k * 2, f);
        family.children.push(c.id);
        if (people.length >= persons) break;
        const spouse = add(
          sex === 'M' ? 'F' : 'M',
          surnames[people.length % surnames.length]!,
          c.year + 1,
          null,
        );
        next.push(sex === 'M' ? marry(c, spouse) : marry(spouse, c));
      }
    }
    queue = next;
  }
  for (const p of people) {
    const i = p.id;
    out.push(
      `0 @I${i}@ INDI`,
      `1 NAME ${given[i % given.length]} /${p.surname}/`,
      `1 SEX ${p.sex}`,
      '1 BIRT',
    );
    const kind = i % 4;
    out.push(
      kind === 0
        ? `2 DATE ${(i % 28) + 1} ${months[i % 12]} ${p.year}`
        : kind === 1
          ? `2 DATE ABT ${p.year}`
          : kind === 2
            ? `2 DATE ${months[i % 12]} ${p.year}`
            : `2 DATE BET ${p.year - 1} AND ${p.year + 1}`,
      `2 PLAC Town ${i % 97}`,
    );
    if (research) out.push(...researchLinesOf(i, research));
    if (i % 3 === 0) {
      out.push('1 DEAT', `2 DATE ${p.year + 70}`, `1 OCCU Farmer`, `1 NOTE Note of person ${i}`);
      out.push('1 SOUR @S1@', `2 PAGE Entry ${i}`);
    }
    if (p.famc !== null) out.push(`1 FAMC @F${p.famc}@`);
    for (const f of p.fams) out.push(`1 FAMS @F${f}@`);
  }
  families.forEach((f, index) => {
    out.push(`0 @F${index + 1}@ FAM`, `1 HUSB @I${f.husb}@`, `1 WIFE @I${f.wife}@`, '1 MARR');
    out.push(`2 DATE ${people[f.husb - 1]!.year + 22}`);
    for (const c of f.children) out.push(`1 CHIL @I${c}@`);
  });
  if (research) out.push(...researchRecords(research));
  out.push('0 TRLR', '');
  return out.join('\n');
}

interface ResearchCounts {
  repositories: number;
  sources: number;
  notes: number;
  media: number;
}

function researchCounts(persons: number): ResearchCounts {
  return {
    repositories: Math.ceil(persons / 1000),
    sources: Math.ceil(persons / 100),
    notes: Math.ceil(persons / 10),
    media: Math.ceil(persons / 10),
  };
}

/** The birth's citation, and the shared note and media pointers, of person `i`. */
function researchLinesOf(i: number, counts: ResearchCounts): string[] {
  const lines = [`2 SOUR @S${2 + (i % counts.sources)}@`, `3 PAGE Folio ${i}`, `3 QUAY ${i % 4}`];
  if (i % 5 === 0) lines.push(`1 NOTE @N${1 + (i % counts.notes)}@`);
  if (i % 10 === 0) lines.push(`1 OBJE @M${1 + (i % counts.media)}@`);
  return lines;
}

function researchRecords(counts: ResearchCounts): string[] {
  const out: string[] = [];
  for (let r = 1; r <= counts.repositories; r++)
    out.push(`0 @R${r}@ REPO`, `1 NAME Archive ${r}`, '1 ADDR', `2 CITY City ${r}`);
  for (let s = 2; s < counts.sources + 2; s++)
    out.push(
      `0 @S${s}@ SOUR`,
      `1 TITL Parish register ${s}`,
      `1 AUTH Parish of Town ${s % 97}`,
      `1 PUBL Church records, volume ${s}`,
      `1 REPO @R${1 + (s % counts.repositories)}@`,
      `2 CALN Shelf ${s}`,
    );
  for (let n = 1; n <= counts.notes; n++)
    out.push(
      `0 @N${n}@ NOTE Family story ${n}: told by the grandparents`,
      '1 CONT and written down.',
    );
  for (let m = 1; m <= counts.media; m++)
    out.push(
      `0 @M${m}@ OBJE`,
      `1 FILE photos/portrait-${m}.jpg`,
      '2 FORM jpg',
      `2 TITL Portrait ${m}`,
    );
  return out;
}

/**
 * A small file that expands (issue 28): one NOTE record of `noteChars` characters that every one
 * of `persons` persons points to. Copied into each person's "about", it would store
 * persons x noteChars characters from a file of about noteChars + 40 x persons bytes.
 */
export function generateSharedNoteGedcom(persons: number, noteChars: number): string {
  const out = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8'];
  for (let i = 1; i <= persons; i++)
    out.push(`0 @I${i}@ INDI`, `1 NAME Person${i} /Shared/`, '1 NOTE @N1@');
  // CONC lines of at most 200 characters, as GEDCOM 5.5.1 wants lines under 255.
  const text = 'Shared note text. '.repeat(Math.ceil(noteChars / 18)).slice(0, noteChars);
  out.push(`0 @N1@ NOTE ${text.slice(0, 200)}`);
  for (let at = 200; at < text.length; at += 200) out.push(`1 CONC ${text.slice(at, at + 200)}`);
  out.push('0 TRLR', '');
  return out.join('\n');
}
