import { apiPaths, type MemberProfile, type TreeNode } from '@familytree/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, familyOf, sessionToken, treeOf } from '../fixtures/api';
import { cardOf, chartGroup, chartName, expectNoSidewaysScroll } from '../fixtures/chart';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { solidPng } from '../fixtures/png';
import { familySite, logins } from '../fixtures/site';

// Issue 14: the tree list finished (photos, years, spouse links, search, print) and the Find
// Relation result (its chart included) no wider than the window.
test.describe.configure({ timeout: 90_000 });

const nameOf = (p: TreeNode['member']) => `${p.firstName} ${p.lastName}`;
const years = (p: TreeNode['member']) =>
  p.birthYear !== null && p.deathYear !== null
    ? `${p.birthYear}–${p.deathYear}`
    : p.birthYear !== null
      ? `b. ${p.birthYear}`
      : '';

const treeList = (page: Page) => page.getByRole('treegrid', { name: 'Family members' });
const treeRow = (page: Page, name: string) =>
  treeList(page).getByRole('button', { name, exact: true });
/** The tree grid's row of a person (the row takes the focus; its button opens the dialog). */
const gridRow = (page: Page, name: string) =>
  treeList(page).getByRole('row', { name, exact: true });

function allNodes(nodes: TreeNode[]): Array<{ node: TreeNode; depth: number }> {
  const out: Array<{ node: TreeNode; depth: number }> = [];
  const walk = (list: TreeNode[], depth: number) =>
    list.forEach((node) => {
      out.push({ node, depth });
      walk(node.childs, depth + 1);
    });
  walk(nodes, 0);
  return out;
}

async function demoTree(page: Page) {
  await page.goto(familySite('demo', '/familytree'));
  const family = await familyOf(page, 'demo');
  return { familyId: family.familyId, tree: await treeOf(page, family.familyId) };
}

/** A person deep in the tree, with no children, whose name nobody else in the tree has. */
function deepLeaf(tree: TreeNode[]): TreeNode {
  const nodes = allNodes(tree);
  const count = (name: string) => nodes.filter((n) => nameOf(n.node.member) === name).length;
  const leaf = nodes
    .filter((n) => n.depth >= 3 && n.node.childs.length === 0)
    .find((n) => count(nameOf(n.node.member)) === 1);
  if (!leaf) throw new Error('The demo tree has no deep leaf with a unique name');
  return leaf.node;
}

async function findInTree(page: Page, name: string): Promise<void> {
  const box = page.getByLabel('Find a person in the tree');
  await box.fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

/** The image behind a URL decodes in the browser: a real image response, not the app's page. */
async function expectRealImage(page: Page, url: string | null): Promise<void> {
  expect(url).toMatch(/^\/api\/family\/images\//);
  const loaded = await page.evaluate(async (src) => {
    const response = await fetch(src);
    const image = new Image();
    image.src = src;
    await image.decode();
    return { type: response.headers.get('content-type'), width: image.naturalWidth };
  }, url!);
  expect(loaded.type).toMatch(/^image\//);
  expect(loaded.width).toBeGreaterThan(0);
}

async function expectAvatarPhoto(avatar: Locator, url: string): Promise<void> {
  const img = avatar.locator(`img[src="${url}"]`);
  await expect(img).toHaveCount(1);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
}

test('an uploaded profile photo shows in the tree row, the chart card and the member card', async ({
  page,
}) => {
  await logInOnMainSite(page, logins.familyAdmin);
  await expectLoggedInAs(page, 'Anna Mathew');
  const { familyId, tree } = await demoTree(page);
  const token = await sessionToken(page);
  const leaf = deepLeaf(tree);
  const id = leaf.member.personId;

  const png = [...solidPng(64, 64, [40, 120, 90])];
  const name = await page.evaluate(
    async ({ bytes, url, token }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'face.png');
      const res = await fetch(url, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { name: string }).name;
    },
    { bytes: png, url: apiPaths.uploadImage, token },
  );
  // A save names the version of the tab it is based on (docs/decisions/0023).
  const read = await callApi(page, 'GET', apiPaths.memberProfile(id), { token });
  const version = (read.body as MemberProfile).versions!.photo;
  const saved = await callApi(page, 'POST', apiPaths.profileSave(id, 'saveProfilePhoto'), {
    token,
    body: { photo: name, version },
  });
  expect(saved.status).toBe(200);
  const photoUrl = apiPaths.image(name);

  // The tree row (found with the search box, which opens the rows above it).
  await page.reload();
  await findInTree(page, nameOf(leaf.member));
  const row = treeRow(page, nameOf(leaf.member));
  await expect(gridRow(page, nameOf(leaf.member))).toBeFocused();
  await expectAvatarPhoto(row, photoUrl);
  const fromTree = allNodes(await treeOf(page, familyId)).find(
    (n) => n.node.member.personId === id,
  );
  expect(fromTree?.node.member.photoUrl).toBe(photoUrl);
  await expectRealImage(page, photoUrl);

  // The chart card draws the same photo.
  await page.goto(familySite('demo', `/familytree/chart/pedigree/${id}`));
  const chart = chartGroup(page, 'Pedigree');
  const card = cardOf(chart, { ...leaf.member, middleName: null });
  await expect(card.locator('image')).toHaveAttribute('href', photoUrl);

  // The member card of the person's branch.
  await page.goto(familySite('demo', `/members/${id}/members`));
  const memberCard = page.getByRole('main').locator(`a[href="/members/${id}"]`);
  await expectAvatarPhoto(memberCard, photoUrl);
});

test('tree rows show years and spouse links, a search finds anyone, and the list prints whole', async ({
  page,
}) => {
  const { tree } = await demoTree(page);
  const founder = tree[0]!;
  const founderName = nameOf(founder.member);
  const row = gridRow(page, founderName);
  await expect(row).toBeVisible();
  if (years(founder.member)) await expect(row).toContainText(years(founder.member));

  // The founder's spouse is a link to the spouse's own dialog.
  const spouse = founder.spouse[0]!;
  await treeList(page)
    .getByRole('button', { name: nameOf(spouse), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: nameOf(spouse) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The search finds a person whose row is collapsed away, opens it and scrolls to it.
  const leaf = deepLeaf(tree);
  await expect(treeRow(page, nameOf(leaf.member))).toHaveCount(0);
  await findInTree(page, nameOf(leaf.member));
  await expect(treeRow(page, nameOf(leaf.member))).toBeInViewport();
  await expect(gridRow(page, nameOf(leaf.member))).toBeFocused();

  // Print list: every person of the tree, indented, with years; the screen list is left out.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Print list' }).click();
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('.tree-print [data-print-row]');
  await expect(printed).toHaveCount(allNodes(tree).length);
  await expect(treeList(page)).toBeHidden();
  await expect(printed.first()).toContainText(founderName);
  await page.emulateMedia({ media: 'screen' });

  // Show as chart from a row.
  await page.getByRole('link', { name: `Show ${founderName} as chart` }).click();
  await expect(page).toHaveURL(/\/familytree\/chart\/descendants\/\d+$/);
  await expect(
    cardOf(chartGroup(page, 'Descendant'), { ...founder.member, middleName: null }),
  ).toBeVisible();
  expect(chartName({ ...founder.member, middleName: null })).toBe(founderName);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the Find Relation result is no wider than the window on a ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { tree } = await demoTree(page);
    const founder = tree[0]!;
    const grandchild = founder.childs.flatMap((c) => c.childs)[0]!;
    await page.goto(familySite('demo', '/familytree/searchrelation'));
    for (const [label, person] of [
      ['First person', founder],
      ['Second person', grandchild],
    ] as const) {
      await page.getByLabel(label).fill(nameOf(person.member));
      await page
        .getByRole('option', { name: new RegExp(`^${nameOf(person.member)}`) })
        .first()
        .click();
    }
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('treegrid', { name: 'Relation tree' })).toBeVisible();
    // The path drawn: founder, child, grandchild, each card opening the member dialog.
    const chart = page.getByRole('group', { name: 'Relationship chart' });
    await expect(chart.getByRole('button')).toHaveCount(3);
    const card = cardOf(chart, { ...grandchild.member, middleName: null });
    await expect(card).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expectNoSidewaysScroll(page);
    await card.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(familySite('demo', '/familytree'));
    await expect(treeList(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
