import { apiPaths, maxRichTextDepth, messages } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  pageSection,
  type TestContext,
  type TestFamily,
} from '../test-support/index.js';

let t: TestContext;
let family: TestFamily;
let token: string;
let homeMenuId: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, family.admin.password);
  const home = await t.context.db
    .selectFrom('menus')
    .select('id')
    .where('family_id', '=', family.familyId)
    .orderBy('menu_order')
    .executeTakeFirstOrThrow();
  homeMenuId = home.id;
});

afterAll(async () => {
  await t?.close();
});

const nested = (depth: number) => '<b>'.repeat(depth) + 'x' + '</b>'.repeat(depth);

function saveDraft(content: string, imageDescription = '') {
  return t.app.inject({
    method: 'PUT',
    url: apiPaths.saveDraft(family.familyId, homeMenuId),
    headers: bearer(token),
    payload: [pageSection({ content, imageDescription })],
  });
}

async function storedSections() {
  return t.context.db
    .selectFrom('page_contents')
    .select(['id', 'content'])
    .where('menu_id', '=', homeMenuId)
    .orderBy('id')
    .execute();
}

describe('rich text nested deeper than the editor can write is refused before it is parsed', () => {
  it('200 KB of nested tags in a page section is 400 naming the field, and nothing is stored', async () => {
    const before = await storedSections();
    const res = await saveDraft(nested(28_000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      '0.content': messages.input.richTextTooDeep,
    });
    expect(await storedSections()).toEqual(before);
  });

  it('unclosed tags count as nesting', async () => {
    const res = await saveDraft('<blockquote>'.repeat(maxRichTextDepth + 1) + 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty('0.content');
  });

  it('the image description is checked too', async () => {
    const res = await saveDraft('<p>ok</p>', nested(maxRichTextDepth + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      '0.imageDescription': messages.input.richTextTooDeep,
    });
  });

  it(`${maxRichTextDepth} levels, line breaks and many siblings are saved`, async () => {
    const content = nested(maxRichTextDepth) + '<p>a<br>b<br/>c</p>'.repeat(2_000);
    const res = await saveDraft(content);
    expect(res.statusCode, res.body).toBe(200);
  });
});
