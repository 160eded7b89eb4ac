/**
 * Writes the API's copy of the validation data (apps/api/src/modules/gedcom/gedcom7-schema.json)
 * from bench/gedcom7-validation: the export converts to what this data allows.
 *
 *   npx tsx bench/src/gedcom7/api-schema.ts
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSchema, v7 } from './schema.js';

const short = (uri: string) => uri.replace(v7, '');
const schema = loadSchema();
const out = {
  source:
    'FamilySearch/GEDCOM extracted-files (Apache-2.0), via bench/gedcom7-validation; regenerate with npx tsx bench/src/gedcom7/api-schema.ts',
  substructures: Object.fromEntries(
    [...schema.substructures].map(([sup, tags]) => [
      short(sup),
      Object.fromEntries([...tags].map(([tag, type]) => [tag, short(type)])),
    ]),
  ),
  cardinalities: Object.fromEntries(
    [...schema.cardinalities].map(([sup, types]) => [
      short(sup),
      Object.fromEntries([...types].map(([type, card]) => [short(type), card])),
    ]),
  ),
  payloads: Object.fromEntries([...schema.payloads].map(([type, p]) => [short(type), short(p)])),
  enumerations: Object.fromEntries(
    [...schema.enumerations].map(([type, values]) => [short(type), [...values]]),
  ),
};
const target = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../apps/api/src/modules/gedcom/gedcom7-schema.json',
);
writeFileSync(target, JSON.stringify(out) + '\n');
// Formatted as the repository's prettier check wants it.
execFileSync('npx', ['prettier', '--write', target], { stdio: 'ignore' });
