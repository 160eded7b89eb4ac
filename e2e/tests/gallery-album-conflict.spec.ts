import { apiPaths, type GalleryGroups } from '@familytree/shared';
import { expect, test } from '@playwright/test';
import { callApi, familyOf, sessionToken } from '../fixtures/api';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Two admins rename one album (issue 28 item 3, decision 0023): the second save, based on the
 * version its dialog opened, is refused and the dialog says who changed it, with Reload to see
 * theirs. On a 390 px phone, where the dialog must stay usable.
 */

const firstPaint = { timeout: 30_000 };
test.beforeEach(() => test.slow());

test('a rename over a newer rename shows who changed it; Reload loads theirs', async ({ page }) => {
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page.getByText('Welcome Anna Mathew')).toBeVisible(firstPaint);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(familySite('demo', '/photogallery'));
  await page.getByRole('button', { name: 'New album' }).click(firstPaint);
  let dialog = page.getByRole('dialog', { name: 'New album' });
  await dialog.getByLabel('Title').fill('Picnic');
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('heading', { name: 'Picnic' })).toBeVisible();

  await page.getByRole('button', { name: 'Rename album' }).click();
  dialog = page.getByRole('dialog', { name: 'Rename album' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Picnic');

  // Meanwhile another editor (the same account in another tab) renames it.
  const token = await sessionToken(page);
  const { familyId } = await familyOf(page, 'demo');
  const groups = await callApi(page, 'GET', `${apiPaths.galleryGroups(familyId)}?by=album`, {
    token,
  });
  const album = (groups.body as GalleryGroups).groups.find((g) => g.title === 'Picnic')!;
  const theirs = await callApi(page, 'PUT', apiPaths.album(familyId, album.albumId!), {
    token,
    body: { title: 'Picnic by the river', description: 'Their words' },
  });
  expect(theirs.status).toBe(200);

  await dialog.getByLabel('Title').fill('My picnic');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('after you opened it');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Picnic by the river');
  await expect(dialog.getByLabel('Description')).toHaveValue('Their words');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByLabel('Title').fill('My picnic');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My picnic' })).toBeVisible();
});
