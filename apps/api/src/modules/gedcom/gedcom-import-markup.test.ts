import { apiPaths } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { importFile } from './gedcom.test-helpers.js';

// Issue 28: a life event's detail is rich text, shown as HTML to every visitor; the import builds
// it from a file's date and place, which are plain text and may hold markup.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

const markup = '<img src=x onerror="alert(document.cookie)">Cork & <b>Kerry</b>';

describe('text from a GEDCOM file that lands in rich text', () => {
  it('is escaped, never read as HTML (red first)', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const file = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '1 NAME Ada /Long/',
      '1 BIRT',
      '2 DATE 1801',
      '1 DEAT',
      '2 DATE 1870',
      '1 CENS',
      '2 DATE 1851',
      `2 PLAC ${markup}`,
      '0 TRLR',
    ].join('\n');
    const job = await importFile(t, family.familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
    const person = await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', family.familyId)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.memberProfile(person.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const details = (
      res.json<{ timelineEventsList: Array<{ detail: string | null }> }>().timelineEventsList ?? []
    ).map((e) => e.detail ?? '');
    const census = details.find((d) => d.includes('Kerry'));
    expect(census, JSON.stringify(details)).toBeDefined();
    expect(census).not.toMatch(/<img|<b>/);
    expect(census).toContain(
      '&lt;img src=x onerror="alert(document.cookie)"&gt;Cork &amp; &lt;b&gt;Kerry',
    );
  });
});
