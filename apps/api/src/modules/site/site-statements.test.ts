import { randomBytes } from 'node:crypto';
import { apiPaths, type Menu, type PageContentInput } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  countingApp,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type CountingApp,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Saving a page checks the ownership of all its sections' images in one statement, not one query
// per section.

let t: TestContext;
let counted: CountingApp;
let family: TestFamily;
let other: TestFamily;
let token: string;
let home: Menu;
const images: string[] = [];
let foreignImage: string;

async function storeImage(familyId: number): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await t.context.db
    .insertInto('images')
    .values({
      family_id: familyId,
      name,
      size: 1,
      content_type: 'image/webp',
      uploaded_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return name;
}

const section = (image: string, title = 'Section'): PageContentInput => ({
  pageContentId: -1,
  title,
  titleClass: 'timeline-heading-Large',
  image,
  imageDescription: '',
  imagePosition: 'timeline-view-image-center',
  content: '<p>Hello</p>',
});

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  for (let i = 0; i < 10; i++) images.push(await storeImage(family.familyId));
  foreignImage = await storeImage(other.familyId);
  token = await login(t.app, family.admin.email, testPassword);
  const menus = await t.app.inject({ method: 'GET', url: apiPaths.menusAll(family.familyId) });
  home = menus.json<Menu[]>()[0]!;
  counted = await countingApp(t.context);
});

afterAll(async () => {
  await counted?.close();
  await t?.close();
});

async function publish(sections: PageContentInput[]) {
  counted.takeCount();
  const res = await counted.app.inject({
    method: 'POST',
    url: apiPaths.publishMenu(family.familyId, home.menuId),
    payload: sections,
    headers: bearer(token),
  });
  return { res, statements: counted.takeCount() };
}

const storedSections = () =>
  t.context.db
    .selectFrom('page_contents')
    .selectAll()
    .where('menu_id', '=', home.menuId)
    .orderBy('id')
    .execute();

describe('image checks of a page save', () => {
  it('costs the same statements for ten sections with images as for one', async () => {
    const one = await publish([section(images[0]!)]);
    expect(one.res.statusCode, one.res.body).toBe(200);
    const ten = await publish(images.map((image, i) => section(image, `Section ${i}`)));
    expect(ten.res.statusCode, ten.res.body).toBe(200);
    expect(ten.statements).toBe(one.statements);
  });

  it("still names the section whose image is another family's, and changes nothing", async () => {
    const before = await storedSections();
    const sections = images.map((image) => section(image));
    sections[7] = section(foreignImage);
    const { res } = await publish(sections);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ '7.image': 'Use an image uploaded to this family' });
    expect(await storedSections()).toEqual(before);
  });
});
