/**
 * GEDCOM 7 lines into a tree: `Level D [Xref D] Tag [D LineVal] EOL`. CONT lines are joined into
 * their structure's payload; CONC and every grammar slip are errors.
 */
export interface Issue {
  line: number;
  message: string;
}

export interface Node {
  line: number;
  level: number;
  xref?: string;
  tag: string;
  /** the payload as written on the line (CONT joined with newlines), undefined when absent */
  value?: string;
  children: Node[];
}

const lineGrammar = /^(0|[1-9][0-9]*) (?:(@[^@ ]*@) )?([^ ]+)(?: (.*))?$/;
const tagSyntax = /^(?:[A-Z][A-Z0-9_]*|_[A-Z0-9_]+)$/;
export const xrefSyntax = /^@[A-Z0-9_]+@$/;

export function parseLines(text: string, issues: Issue[]): Node[] {
  const records: Node[] = [];
  const open: Node[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((raw, index) => {
    const line = index + 1;
    const m = lineGrammar.exec(raw);
    if (!m) {
      issues.push({ line, message: `not a GEDCOM line: ${JSON.stringify(raw.slice(0, 60))}` });
      return;
    }
    const level = Number(m[1]);
    const [, , xref, tag = '', value] = m;
    if (value === '')
      issues.push({ line, message: 'a space ends the line but no payload follows' });
    if (!tagSyntax.test(tag)) issues.push({ line, message: `bad tag ${JSON.stringify(tag)}` });
    if (xref !== undefined) {
      if (!xrefSyntax.test(xref)) issues.push({ line, message: `bad xref ${xref}` });
      else if (xref === '@VOID@') issues.push({ line, message: '@VOID@ defined as a record' });
      if (level > 0) issues.push({ line, message: `xref ${xref} on a substructure` });
    }
    if (level > open.length) {
      issues.push({ line, message: `level ${level} jumps over level ${open.length}` });
      return;
    }
    open.length = level;
    const parent = open.at(-1);
    if (tag === 'CONC') {
      issues.push({ line, message: 'CONC does not exist in GEDCOM 7.0' });
      return;
    }
    if (tag === 'CONT' && parent) {
      parent.value = `${parent.value ?? ''}\n${value ?? ''}`;
      if (parent.children.length > 0) issues.push({ line, message: 'CONT after a substructure' });
      return;
    }
    const node: Node = { line, level, tag, children: [] };
    if (xref !== undefined) node.xref = xref;
    if (value !== undefined && value !== '') node.value = value;
    if (parent) parent.children.push(node);
    else records.push(node);
    open.push(node);
  });
  return records;
}
