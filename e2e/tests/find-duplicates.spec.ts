import { apiPaths, type MemberDetail } from '@familytree/shared';
import { expect, test, type Page } from '@playwright/test';
import { callApi, sessionToken, treeOfSite } from '../fixtures/api';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Issue 33: a family admin finds two records of one person (same name, sex and parent), dismisses
 * a pair as not a duplicate, and merges another from the list.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function adminPage(page: Page) {
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page).toHaveURL(/^http:\/\/demo\.localhost/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
}

// A surname of letters only, new on every run: the engine folds digits and punctuation away.
const letters = (n: number) =>
  n.toString(26).replace(/./g, (c) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(c, 26)]!);

test('a pair is dismissed as not a duplicate, another is merged from the list', async ({
  page,
}) => {
  await page.goto(familySite('demo', '/'));
  const parent = (await treeOfSite(page, 'demo'))[0]!.member;
  await adminPage(page);
  const token = await sessionToken(page);
  const surname = `Dup${letters(Date.now())}`;
  const addChild = async (firstName: string) => {
    const added = await callApi(
      page,
      'POST',
      apiPaths.saveMember(parent.personId, parent.personId),
      {
        token,
        body: { memberType: 'CHILD', firstName, lastName: surname, gender: 'F' },
      },
    );
    expect(added.status).toBe(200);
    const children = (added.body as MemberDetail).children.filter((c) => c.firstName === firstName);
    return Math.max(...children.map((c) => c.personId));
  };
  const made = [await addChild('Annamma'), await addChild('Annamma')];
  const anna = `Annamma ${surname}`;

  // Reached from the Admin menu.
  await page.goto(familySite('demo', '/familytree'));
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Find duplicates' }).click();
  await expect(page).toHaveURL(/\/duplicates$/);
  await expect(page.getByRole('heading', { name: 'Find duplicates', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Likely duplicates' });
  const annas = list.getByRole('article', { name: `${anna} and ${anna}` });
  await expect(annas).toBeVisible({ timeout: 30_000 });
  await expect(
    annas.getByRole('list', { name: `Why ${anna} and ${anna} may be one person` }),
  ).not.toBeEmpty();

  await annas.getByRole('button', { name: `Not a duplicate: ${anna} and ${anna}` }).click();
  await expect(
    page.getByText(`${anna} and ${anna} are no longer proposed as duplicates.`),
  ).toBeVisible();
  await expect(annas).toHaveCount(0);
  // The server remembers it: a fresh read does not list the pair.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(annas).toHaveCount(0);

  made.push(await addChild('Mariamma'), await addChild('Mariamma'));
  const mariamma = `Mariamma ${surname}`;
  await page.getByRole('button', { name: 'Refresh' }).click();
  const marys = list.getByRole('article', { name: `${mariamma} and ${mariamma}` });
  await expect(marys).toBeVisible();
  await marys.getByRole('button', { name: `Merge ${mariamma} and ${mariamma}…` }).click();
  const dialog = page.getByRole('dialog', { name: `Merge ${mariamma} with another person` });
  await expect(dialog.getByRole('combobox', { name: 'The other person' })).toHaveValue(mariamma);
  await expect(dialog.getByText('The two have the same details')).toBeVisible();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${mariamma} and ${mariamma} are now one person.`)).toBeVisible();
  await expect(marys).toHaveCount(0);

  // Tidy up for the other specs (the merged-away person is gone already).
  for (const id of made.reverse()) {
    const gone = await callApi(page, 'DELETE', apiPaths.deleteChild(parent.personId, id), {
      token,
    });
    expect([204, 404]).toContain(gone.status);
  }
});

test('the page is usable at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminPage(page);
  await page.goto(familySite('demo', '/duplicates'));
  await expect(page.getByRole('heading', { name: 'Find duplicates', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
