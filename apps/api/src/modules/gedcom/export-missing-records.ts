/**
 * Lines an import kept may point to a source, note, repository or media record by the export's
 * name for it (`@S12@`, xrefs.ts). Deleted since, the record is not in the file: the pointing
 * line goes, with its sub-lines (a citation's PAGE), rather than leaving the file dangling (issue
 * 30). Answers the pruning for these texts; reads only the records they point to.
 */

const pointer = /^(\d+) (SOUR|NOTE|SNOTE|REPO|OBJE) @([SNRM])(\d+)@$/;
const tableOf = { S: 'sources', N: 'notes', R: 'repositories', M: 'media' } as const;
export type ResearchRecordTable = (typeof tableOf)[keyof typeof tableOf];
/** Which of these ids are records of the family's table (a repository read). */
export type ExistingIds = (table: ResearchRecordTable, ids: number[]) => Promise<number[]>;
const letterOf: Record<string, keyof typeof tableOf> = {
  SOUR: 'S',
  NOTE: 'N',
  SNOTE: 'N',
  REPO: 'R',
  OBJE: 'M',
};

type Letter = keyof typeof tableOf;

export async function missingRecordPruner(
  existing: ExistingIds,
  texts: string[],
): Promise<(text: string) => string> {
  const wanted: Record<Letter, Set<number>> = {
    S: new Set(),
    N: new Set(),
    R: new Set(),
    M: new Set(),
  };
  for (const text of texts) {
    if (!text.includes('@')) continue;
    for (const line of text.split('\n')) {
      const m = pointer.exec(line);
      if (m && letterOf[m[2]!] === m[3]) wanted[m[3] as Letter].add(Number(m[4]));
    }
  }
  const there: Record<Letter, Set<number>> = {
    S: new Set(),
    N: new Set(),
    R: new Set(),
    M: new Set(),
  };
  let any = false;
  for (const letter of Object.keys(wanted) as Letter[]) {
    const ids = [...wanted[letter]];
    if (ids.length === 0) continue;
    any = true;
    for (const id of await existing(tableOf[letter], ids)) there[letter].add(id);
  }
  if (!any) return (text) => text;
  return (text) => {
    if (!text.includes('@')) return text;
    const out: string[] = [];
    let skipBelow: number | null = null;
    for (const line of text.split('\n')) {
      const level = Number(line.slice(0, line.indexOf(' ')));
      if (skipBelow !== null && level > skipBelow) continue;
      skipBelow = null;
      const m = pointer.exec(line);
      if (m && letterOf[m[2]!] === m[3] && !there[m[3] as Letter].has(Number(m[4]))) {
        skipBelow = level;
        continue;
      }
      out.push(line);
    }
    return out.join('\n');
  };
}
