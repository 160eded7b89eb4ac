import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { validateGedcom7 } from '../../../../../bench/src/gedcom7-validate.js';
import { exportFile, importFile } from './gedcom.test-helpers.js';

// Issue 30: "every file of your corpus … its 7.0 export validates with 0 errors" against
// FamilySearch's GEDCOM 7 validation data. The two big files (gramps-example.ged, royal92.ged)
// are checked by the bench script instead (bench/src/gedcom7-corpus.ts): they take long here.

const corpus = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../bench/corpus',
);
const big = new Set(['gramps-example.ged', 'royal92.ged']);
const files = readdirSync(corpus)
  .filter((f) => /\.ged$/i.test(f) && !big.has(f))
  .sort();

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t.close();
});

describe('the 7.0 export of every corpus file', () => {
  it.each(files)('%s validates with 0 errors', async (name) => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const job = await importFile(t, family.familyId, readFileSync(path.join(corpus, name)), token);
    expect(job.status, job.error ?? '').toBe('done');
    const text = await exportFile(t, family.familyId, token, 'version=7');
    const errors = validateGedcom7(text).map((i) => `${i.line}: ${i.message}`);
    expect(errors).toEqual([]);
  });
});
