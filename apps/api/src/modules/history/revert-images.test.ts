import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  historyMessages,
  type ChangePage,
  type Menu,
  type MemberProfile,
  type PageContent,
} from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { addPerson } from '../tree/tree.test-helpers.js';
import { currentVersion } from '../profiles/profiles.test-helpers.js';

// Issue 17: a revert writes back values as they were; one that would bring back an image that no
// longer exists (its upload gone from the family's images) is refused with 409 naming what is
// missing, and nothing changes, rather than restoring a page or profile that points nowhere.

let t: TestContext;
let family: TestFamily;
let token: string;
let menuId: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
  const menus = await t.app.inject({
    method: 'GET',
    url: apiPaths.menusAll(family.familyId),
    headers: bearer(token),
  });
  menuId = menus.json<Menu[]>()[1]!.menuId;
});
afterAll(() => t?.close());

/** An upload of the family, as the upload route stores it. */
async function storeImage(): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await t.context.db
    .insertInto('images')
    .values({
      family_id: family.familyId,
      name,
      size: 1,
      content_type: 'image/webp',
      uploaded_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return name;
}

/** The product deletes no image yet: an upload gone (by an operator, or a later delete) is this. */
const deleteImage = (name: string) =>
  t.context.db.deleteFrom('images').where('name', '=', name).execute();

const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });

const newestChange = async () =>
  (await request('GET', `${apiPaths.familyHistory(family.familyId)}?pageSize=1`)).json<ChangePage>()
    .items[0]!;

const revert = (changeId: number) =>
  request('POST', apiPaths.revertChange(family.familyId, changeId));

const section = (title: string, image: string | null) => ({
  title,
  titleClass: 'timeline-heading-medium',
  image,
  imageDescription: '',
  imagePosition: 'timeline-view-image-left',
  content: `<p>${title}</p>`,
});

const draft = async () =>
  (await request('GET', `${apiPaths.pageContent(family.familyId, menuId)}?draft=true`)).json<
    PageContent[]
  >();

describe('a revert that would bring back a deleted image', () => {
  it('of a page draft: 409 naming the section, the draft unchanged, nothing recorded', async () => {
    const image = await storeImage();
    const saveDraft = (sections: object[]) =>
      request('PUT', apiPaths.saveDraft(family.familyId, menuId), sections);
    expect((await saveDraft([section('Wedding', image), section('Words', null)])).statusCode).toBe(
      200,
    );
    expect((await saveDraft([section('Words', null)])).statusCode).toBe(200);
    const removal = await newestChange();
    await deleteImage(image);
    const before = await draft();

    const res = await revert(removal.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      historyMessages.imageGone('the image of the section "Wedding"'),
    );
    expect(await draft()).toEqual(before);
    expect((await newestChange()).id).toBe(removal.id);
  });

  it('of a profile photo: 409, the photo unchanged', async () => {
    const person = await addPerson(t.context, family.familyId, { first: 'Pia', gender: 'F' });
    const [old, next] = [await storeImage(), await storeImage()];
    for (const photo of [old, next]) {
      const res = await request('POST', apiPaths.profileSave(person, 'saveProfilePhoto'), {
        photo,
        version: await currentVersion(t, person, 'saveProfilePhoto'),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const change = await newestChange();
    await deleteImage(old);

    const res = await revert(change.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      historyMessages.imageGone('the photo it brings back'),
    );
    const profile = (await request('GET', apiPaths.memberProfile(person))).json<MemberProfile>();
    expect(profile.personDetail.photoUrl).toContain(next);
  });

  it('an image still there comes back', async () => {
    const image = await storeImage();
    const saveDraft = (sections: object[]) =>
      request('PUT', apiPaths.saveDraft(family.familyId, menuId), sections);
    await saveDraft([section('Kept', image)]);
    await saveDraft([]);
    const res = await revert((await newestChange()).id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await draft()).map((s) => s.image)).toEqual([image]);
  });
});
