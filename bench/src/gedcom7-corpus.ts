/**
 * Every file of `bench/corpus` imported into a family of its own through the real server, exported
 * with `version=7` and checked by our GEDCOM 7 validator (gedcom7-validate.ts, FamilySearch's
 * validation data): a row per file with its error count (issue 30: 0 for every file).
 *
 *   npx tsx bench/src/gedcom7-corpus.ts            # every file, SQLite
 *   npx tsx bench/src/gedcom7-corpus.ts TGC55C.ged # some; G7_KEEP=1 keeps the exports
 *
 * Writes the table to bench/results/gedcom7-corpus-latest.md.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server.js';
import { openBenchDatabase } from './bench-database.js';
import { newBenchFamily } from './bench-family.js';
import { importInto } from './gedcom-http.js';
import { getText } from './gedcom-http.js';
import { validateGedcom7 } from './gedcom7-validate.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(here, '..', 'corpus');

async function main(names: string[]) {
  const files = (
    names.length ? names : readdirSync(corpus).filter((f) => /\.ged$/i.test(f))
  ).sort();
  const keep = process.env.G7_KEEP ? mkdtempSync(path.join(os.tmpdir(), 'ft-g7-')) : null;
  const database = await openBenchDatabase(process.env.DATABASE_URL || undefined);
  const app = await startAppServer(database);
  const rows = ['| file | 7.0 errors | first error |', '| ---- | ---: | --- |'];
  let valid = 0;
  try {
    for (const [n, name] of files.entries()) {
      const family = await newBenchFamily(database, app, `seven${n}`, name);
      const problem = await importInto(app.url, family, path.join(corpus, name));
      if (problem) {
        rows.push(`| ${name} | – | ${problem} |`);
        continue;
      }
      const res = await getText(
        `${app.url}/api/family/${family.familyId}/gedcom/export?version=7`,
        {
          host: family.host,
          ...family.auth,
        },
      );
      if (keep) writeFileSync(path.join(keep, `${name}.7.ged`), res.body);
      const issues = res.status === 200 ? validateGedcom7(res.body) : [];
      if (res.status === 200 && issues.length === 0) valid++;
      const first = res.status !== 200 ? `export answered ${res.status}` : issues[0];
      const text =
        typeof first === 'string' ? first : first ? `${first.line}: ${first.message}` : '';
      rows.push(`| ${name} | ${issues.length} | ${text.replaceAll('|', '\\|')} |`);
    }
  } finally {
    await app.close();
    await database.dispose();
  }
  const table = [
    '# GEDCOM 7.0 exports of the corpus, validated',
    '',
    `Each file of bench/corpus imported, exported with \`version=7\` and checked against FamilySearch's ` +
      `GEDCOM 7 validation data (bench/src/gedcom7-validate.ts): ${valid} of ${files.length} files valid.`,
    '',
    ...rows,
    '',
  ].join('\n');
  console.log(table);
  if (keep) console.log(`exports kept in ${keep}`);
  if (!names.length)
    writeFileSync(path.join(here, '..', 'results', 'gedcom7-corpus-latest.md'), table);
}

await main(process.argv.slice(2));
