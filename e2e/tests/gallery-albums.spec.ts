import { expect, test } from '@playwright/test';
import { branchAdminByEmail, familyOf, sessionToken } from '../fixtures/api';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/** Albums in the web (rename) and the lightbox on a touch phone (issue 16, decision 0021). */

// The first paint of a page waits for the app's code: slow on a busy test host.
const firstPaint = { timeout: 30_000 };
test.beforeEach(() => test.slow());

test('a family admin renames an album', async ({ page }) => {
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page.getByText('Welcome Anna Mathew')).toBeVisible(firstPaint);
  await page.goto(familySite('demo', '/photogallery'));
  await page.getByRole('button', { name: 'New album' }).click(firstPaint);
  let dialog = page.getByRole('dialog', { name: 'New album' });
  await dialog.getByLabel('Title').fill('Summer');
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('heading', { name: 'Summer' })).toBeVisible();

  await page.getByRole('button', { name: 'Rename album' }).click();
  dialog = page.getByRole('dialog', { name: 'Rename album' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Summer');
  // An empty title is refused with its message, and nothing changes.
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Summer at the lake');
  await dialog.getByLabel('Description').fill('Swimming and picnics');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Summer at the lake' })).toBeVisible();

  await page.goto(familySite('demo', '/photogallery'));
  await expect(page.getByRole('link', { name: /Summer at the lake/ })).toBeVisible(firstPaint);
  await expect(page.getByRole('link', { name: /^Summer\b(?! at)/ })).toHaveCount(0);
});

test('a branch admin creates an album about a person of their branch, chosen by search', async ({
  page,
  browser,
}) => {
  // The family admin's view names the person the branch admin looks after.
  const admin = await browser.newPage();
  await logInOnMainSite(admin, logins.familyAdmin);
  await expect(admin.getByText('Welcome Anna Mathew')).toBeVisible(firstPaint);
  const { familyId } = await familyOf(admin, 'demo');
  const branch = await branchAdminByEmail(
    admin,
    familyId,
    logins.branchAdmin,
    await sessionToken(admin),
  );
  const person = branch.assignedMembers[0]!;
  const name = `${person.firstName} ${person.lastName}`;
  await admin.close();

  await logInOnMainSite(page, logins.branchAdmin);
  await expect(page.getByText('Welcome Thomas Mathew')).toBeVisible(firstPaint);
  await page.goto(familySite('demo', '/photogallery'));
  await page.getByRole('button', { name: 'New album' }).click(firstPaint);
  const dialog = page.getByRole('dialog', { name: 'New album' });
  await dialog.getByLabel('Title').fill('Our branch');
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(dialog.getByText('Choose a person of your branch')).toBeVisible();
  await dialog.getByRole('combobox', { name: /About/ }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Our branch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename album' })).toBeVisible();
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe to the left in the lightbox moves to the next photo, to the right back', async ({
    page,
  }) => {
    await page.goto(familySite('demo', '/photogallery'));
    await page.getByRole('link', { name: /Family reunion 2019/ }).click(firstPaint);
    const photos = page.getByRole('list', { name: 'Photos of Family reunion 2019' });
    await photos.getByRole('button', { name: 'Open photo: Goodbyes' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Goodbyes' });
    await expect(lightbox.getByText('1 of 6')).toBeVisible();

    const box = (await lightbox.getByRole('img').boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const x = Math.round(box.x + box.width / 2);
    // Real touch input through the browser (CDP), so the page sees a touch pointer as on a phone.
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (dx: number) => {
      const steps = 6;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x, y, id: 1 }],
      });
      for (let i = 1; i <= steps; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x + Math.round((dx * i) / steps), y, id: 1 }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(-150);
    const next = page.getByRole('dialog', { name: 'Cake time' });
    await expect(next.getByText('2 of 6')).toBeVisible();
    await swipe(150);
    await expect(page.getByRole('dialog', { name: 'Goodbyes' }).getByText('1 of 6')).toBeVisible();
    // A short move is a tap, not a swipe: the photo stays.
    await swipe(-20);
    await expect(page.getByRole('dialog', { name: 'Goodbyes' }).getByText('1 of 6')).toBeVisible();
  });
});
