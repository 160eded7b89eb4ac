import { expect, test, type Page } from '@playwright/test';
import type { TreeNode, TreePerson } from '@familytree/shared';
import { treeOfSite } from '../fixtures/api';
import { expectNoSidewaysScroll } from '../fixtures/chart';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

/**
 * Issue 30: a family admin, on a phone, shows one of the family's photos with a couple too (Link
 * existing media), unlinks it from the person without deleting it, and shares a person's note
 * with the couple.
 */

test.describe.configure({ timeout: 120_000 });

/** A 300 x 200 green PNG, made without any image tool (as media-records.spec.ts). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAASwAAADICAIAAADdvUsCAAABsUlEQVR42u3TQQ0AAAjEsPOEJzzhFhk8aFIFS5aaBg5FAjAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQMCGYEDAhmBAwIZgQTKgCmBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAiYEEwImBBMCJgQTAgmVAFMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBEwIJgRMCCYETAgmBBMCJgQTAiaEnxbn/DcpohhHDgAAAABJRU5ErkJggg==',
  'base64',
);

/** A member who died, with a partner in the tree: a couple whose facts everyone may see. */
function deceasedWithPartner(
  nodes: TreeNode[],
): { person: TreePerson; partner: TreePerson } | undefined {
  for (const node of nodes) {
    const partner = node.spouse[0];
    if (partner && node.member.deathYear !== null) return { person: node.member, partner };
    const found = deceasedWithPartner(node.childs);
    if (found) return found;
  }
  return undefined;
}

const fullNameOf = (p: TreePerson) => `${p.firstName} ${p.lastName}`.trim();

async function adminOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInOnMainSite(page, logins.familyAdmin);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
}

test('an admin links a photo to a couple, unlinks it from the person, and shares a note with the couple', async ({
  page,
}) => {
  await adminOnPhone(page);
  const couple = deceasedWithPartner(await treeOfSite(page, 'demo'));
  expect(couple, 'the demo family has a deceased member with a partner').toBeDefined();
  const { person, partner } = couple!;
  const stamp = Date.now();
  const title = `Family photo ${stamp}`;

  await page.goto(familySite('demo', `/members/${person.personId}/media`));
  const own = page.getByRole('region', { name: 'Media', exact: true });
  await page.getByRole('button', { name: 'Add media', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Add media' });
  await upload
    .getByLabel('Image or PDF file')
    .setInputFiles({ name: 'family.png', mimeType: 'image/png', buffer: png });
  await upload.getByLabel('Title').fill(title);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  await expect(own.getByRole('img', { name: title })).toBeVisible();

  // The marriage's section on the same tab: link the photo, shared and not copied.
  const marriage = page.getByRole('region', { name: `Marriage to ${fullNameOf(partner)}` });
  await marriage.getByRole('button', { name: 'Link existing media for the marriage' }).click();
  const linking = page.getByRole('dialog', { name: 'Link existing media' });
  await linking.getByRole('combobox', { name: 'Media' }).fill(`photo ${stamp}`);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await linking.getByRole('button', { name: 'Link' }).click();
  await expect(linking).toBeHidden();
  await expect(marriage.getByRole('img', { name: title })).toBeVisible();

  // Unlinked from the person, asked first: the couple still shows it.
  await own.getByRole('button', { name: `Unlink ${title}` }).click();
  const question = page.getByRole('dialog', {
    name: `Unlink this media from ${fullNameOf(person)}?`,
  });
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(own.getByRole('img', { name: title })).toHaveCount(0);
  await expect(marriage.getByRole('img', { name: title })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A note about the person, shared with the couple.
  const noteText = `Their letters ${stamp}`;
  await page.getByRole('tab', { name: 'Sources' }).click();
  await page.getByRole('button', { name: 'Add a note', exact: true }).click();
  const addNote = page.getByRole('dialog', { name: 'Add a note' });
  await addNote.getByRole('textbox', { name: 'Note', exact: true }).click();
  await page.keyboard.type(noteText);
  await addNote.getByRole('button', { name: 'Save' }).click();
  await expect(addNote).toBeHidden();
  const personNotes = page.getByRole('list', { name: `Notes about ${fullNameOf(person)}` });
  await personNotes
    .getByRole('listitem')
    .filter({ hasText: noteText })
    .getByRole('button', { name: /^Share note/ })
    .click();
  const share = page.getByRole('dialog', { name: 'Share the note' });
  await share.getByRole('radio', { name: 'A couple' }).check();
  await share.getByRole('combobox', { name: 'One of the couple' }).fill(person.firstName);
  await page
    .getByRole('option', { name: new RegExp(fullNameOf(person)) })
    .first()
    .click();
  await share.getByRole('combobox', { name: 'Couple', exact: true }).click();
  await page
    .getByRole('option', { name: `${fullNameOf(person)} & ${fullNameOf(partner)}` })
    .click();
  await share.getByRole('combobox', { name: 'About' }).click();
  await page.getByRole('option', { name: 'Marriage' }).click();
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(share).toBeHidden();
  await expect(
    page.getByRole('list', { name: `Notes about the marriage to ${fullNameOf(partner)}` }),
  ).toContainText(noteText);
  await expectNoSidewaysScroll(page);
});
