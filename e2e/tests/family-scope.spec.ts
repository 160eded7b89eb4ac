import { apiPaths, errorCodes, messages } from '@familytree/shared';
import { expect, test } from '@playwright/test';
import { callApi, familyOf, treeOf } from '../fixtures/api';
import { familySite } from '../fixtures/site';

// Issue 12, part 1: a family's site never shows another family's person.
test("a Harper person's address on the Demo site shows the not-found page", async ({ page }) => {
  await page.goto(familySite('harper', '/members'));
  const harper = await familyOf(page, 'harper');
  const [founder] = await treeOf(page, harper.familyId);
  const harperPerson = founder!.member;

  await page.goto(familySite('demo', `/members/${harperPerson.personId}`));
  await expect(page.getByRole('heading', { name: messages.notFound.title })).toBeVisible();
  await expect(page.getByText(harperPerson.firstName, { exact: false })).toHaveCount(0);

  const answer = await callApi(page, 'GET', apiPaths.memberProfile(harperPerson.personId));
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ message: messages.common.notFound, code: errorCodes.notFound });
});
