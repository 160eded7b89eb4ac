/**
 * A GEDCOM 7.0 validator against FamilySearch's validation data (bench/gedcom7-validation):
 * every error with its line number. Written here, for issue 30's "every 7.0 export validates".
 *
 *   npx tsx bench/src/gedcom7-validate.ts file.ged …   # prints the errors, exits 1 if any
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseLines, type Issue } from './gedcom7/lines.js';
import { checkStructures } from './gedcom7/structure.js';

export type { Issue } from './gedcom7/lines.js';

/** Every error of the 7.0 file `text`, in line order. */
export function validateGedcom7(text: string): Issue[] {
  const issues: Issue[] = [];
  const records = parseLines(text, issues);
  checkStructures(records, issues);
  return issues.sort((a, b) => a.line - b.line);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const file of process.argv.slice(2)) {
    const issues = validateGedcom7(readFileSync(file, 'utf8'));
    for (const issue of issues) console.log(`${file}:${issue.line}: ${issue.message}`);
    console.log(`${file}: ${issues.length} errors`);
    if (issues.length) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
}
