import { afterAll, beforeAll } from 'vitest';
import { createFamily, login, testPassword, type TestFamily } from './factories.js';
import { createTestContext, type TestContext } from './test-context.js';

/** Where many API test files start: their own database and app, one family, its admin's token. */
export interface FamilyBed {
  t: TestContext;
  family: TestFamily;
  token: string;
}

/**
 * Registers the file's setup and teardown; the bed is filled in before the first test. Each file
 * gets a fresh database, so what one file's tests leave behind never reaches another file.
 */
export function useFamilyBed(): FamilyBed {
  const bed = {} as FamilyBed;
  beforeAll(async () => {
    bed.t = await createTestContext();
    bed.family = await createFamily(bed.t.context);
    bed.token = await login(bed.t.app, bed.family.admin.email, testPassword);
  }, 60_000);
  afterAll(() => bed.t?.close());
  return bed;
}
