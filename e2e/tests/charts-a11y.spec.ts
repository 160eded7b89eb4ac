import AxeBuilder from '@axe-core/playwright';
import type { ChartKind, ChartPerson, ChartResponse, TreeNode } from '@familytree/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ancestorsIn,
  cardOf,
  chartFromApi,
  chartGroup,
  chartUrl,
  chartViewports,
  demoFourthGeneration,
} from '../fixtures/chart';
import { familySite } from '../fixtures/site';

// Issue 32: the charts and the tree by keyboard and screen reader, and axe finding nothing
// serious on any of them (its experimental rules included: label-content-name-mismatch is one).
test.describe.configure({ timeout: 120_000 });

const groups: Record<ChartKind, string> = {
  pedigree: 'Pedigree',
  descendants: 'Descendant',
  hourglass: 'Hourglass',
  fan: 'Fan',
};

async function seriousFindings(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags([
      'wcag2a',
      'wcag2aa',
      'wcag21a',
      'wcag21aa',
      'wcag22aa',
      'best-practice',
      'experimental',
    ])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** The chart page drawn: its cards, and the toolbar that loads beside them. */
async function openChart(page: Page, kind: ChartKind, id: number): Promise<Locator> {
  await page.goto(chartUrl(kind, id));
  const chart = chartGroup(page, groups[kind]);
  // Generous first waits: a loaded machine draws the first chart slowly (nothing timed here).
  await expect(chart.locator('.chart-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Download SVG' })).toBeVisible({
    timeout: 30_000,
  });
  return chart;
}

/** The person whose card has the keyboard focus. */
const focusedPerson = (page: Page) =>
  page.evaluate(() =>
    Number(document.activeElement?.closest('[data-person-id]')?.getAttribute('data-person-id')),
  );

/** Presses Tab from the top of the page until the focus is inside `region`. */
async function tabInto(page: Page, region: Locator): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await region.evaluate((el) => el.contains(document.activeElement))) return;
  }
  throw new Error('Tab never reached the region');
}

/** Exactly one card of the chart is in the tab order, and it is the focused one. */
async function expectRovingOn(page: Page, chart: Locator, personId: number): Promise<void> {
  const tabbable = chart.locator('.chart-card > [role="button"]:not(.chart-centre)[tabindex="0"]');
  await expect(tabbable).toHaveCount(1);
  await expect(tabbable).toBeFocused();
  expect(await focusedPerson(page)).toBe(personId);
  await expect(tabbable).toBeInViewport();
}

const parentsOf = (p: ChartPerson) => [p.fatherId, p.motherId].filter((x) => x !== null);
const byId = (api: ChartResponse, id: number) => api.persons.find((p) => p.personId === id)!;

for (const viewport of chartViewports) {
  test.describe(`axe on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const kind of ['pedigree', 'descendants', 'hourglass', 'fan'] as const) {
      test(`finds nothing serious on the ${kind} chart`, async ({ page }) => {
        const { person } = await demoFourthGeneration(page);
        await openChart(page, kind, person.member.personId);
        expect(await seriousFindings(page)).toEqual([]);
      });
    }

    test('finds nothing serious on the relationship, compact and lifespan charts', async ({
      page,
    }) => {
      const { tree, person } = await demoFourthGeneration(page);
      const id = person.member.personId;
      const founder = tree[0]!.member.personId;
      await page.goto(familySite('demo', `/familytree/chart/relationship/${id}?with=${founder}`));
      const relation = page.getByRole('group', { name: 'Relationship chart' });
      await expect(relation.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
      expect(await seriousFindings(page)).toEqual([]);

      await page.goto(familySite('demo', `/familytree/chart/compact/${id}`));
      const compact = page.getByRole('group', { name: /^Compact chart of/ });
      await expect(compact.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
      expect(await seriousFindings(page)).toEqual([]);
      // One more branch open.
      const hide = compact.getByRole('button', { name: /^Hide the / });
      const open = await hide.count();
      await compact
        .getByRole('button', { name: /^Show the / })
        .first()
        .click();
      await expect(hide).toHaveCount(open + 1);
      expect(await seriousFindings(page)).toEqual([]);

      await page.goto(familySite('demo', `/familytree/chart/lifespan/${id}`));
      await expect(page.getByRole('img', { name: /^Lifespan chart of/ })).toBeVisible({
        timeout: 30_000,
      });
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByRole('button', { name: 'Show as table' }).click();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousFindings(page)).toEqual([]);
    });

    test('finds nothing serious on the family statistics, as charts and as tables', async ({
      page,
    }) => {
      await page.goto(familySite('demo', '/familytree/statistics'));
      const births = page.getByRole('region', { name: 'Births by decade' });
      await expect(births.getByRole('img', { name: 'Births by decade' })).toBeVisible({
        timeout: 30_000,
      });
      expect(await seriousFindings(page)).toEqual([]);
      // Every chart as its table.
      const showTable = page.getByRole('button', { name: 'Show as table' });
      const charts = await showTable.count();
      while ((await showTable.count()) > 0) await showTable.first().click();
      await expect(page.getByRole('button', { name: 'Show as chart' })).toHaveCount(charts);
      expect(await seriousFindings(page)).toEqual([]);
    });

    test('finds nothing serious on the tree and Find Relation tabs', async ({ page }) => {
      await page.goto(familySite('demo', '/familytree'));
      const grid = page.getByRole('treegrid', { name: 'Family members' });
      await expect(grid.getByRole('row').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByLabel('Find a person in the tree')).toBeVisible({ timeout: 30_000 });
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Find Relation' }).click();
      await expect(page.getByLabel('First person')).toBeVisible({ timeout: 30_000 });
      expect(await seriousFindings(page)).toEqual([]);
    });
  });
}

test.describe('by keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the pedigree: Tab lands on the focus person, arrows follow the lines, Home returns', async ({
    page,
  }) => {
    const { familyId, person } = await demoFourthGeneration(page);
    const id = person.member.personId;
    const api = await chartFromApi(page, familyId, id, { ancestors: 3, descendants: 0 });
    const focus = byId(api, id);
    expect(ancestorsIn(api, id, 2).length).toBeGreaterThanOrEqual(2);
    const chart = await openChart(page, 'pedigree', id);

    await tabInto(page, chart);
    await expect(cardOf(chart, focus)).toBeFocused();
    await expectRovingOn(page, chart, id);

    // Up: a parent (the father first), then a grandparent; the tab stop follows.
    await page.keyboard.press('ArrowUp');
    const father = focus.fatherId ?? focus.motherId!;
    await expectRovingOn(page, chart, father);
    // On to the parent whose own parents are known: Right goes to the mother beside the father.
    const parent = [father, focus.motherId]
      .map((x) => (x === null ? undefined : byId(api, x)))
      .find((p) => p && parentsOf(p).length > 0)!;
    if (parent.personId !== father) await page.keyboard.press('ArrowRight');
    await expectRovingOn(page, chart, parent.personId);
    await page.keyboard.press('ArrowUp');
    const grandparent = await focusedPerson(page);
    expect(parentsOf(parent)).toContain(grandparent);
    await expectRovingOn(page, chart, grandparent);

    // Right: the next person of the grandparents' generation.
    await page.keyboard.press('ArrowRight');
    const beside = await focusedPerson(page);
    expect(beside).not.toBe(grandparent);
    expect(
      ancestorsIn(api, id, 2)
        .slice(-4)
        .map((p) => p.personId),
    ).toContain(beside);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedPerson(page)).toBe(grandparent);

    // Down: back along the same line to the child the grandparent's line leads to.
    await page.keyboard.press('ArrowDown');
    await expectRovingOn(page, chart, parent.personId);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await expectRovingOn(page, chart, id);

    // Enter opens the member dialog; closing it gives the focus back to the card.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `${focus.firstName} ${focus.lastName}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cardOf(chart, focus)).toBeFocused();

    // Escape hands the keys to the chart surface: + zooms, an arrow pans.
    await page.keyboard.press('Escape');
    await expect(chart).toBeFocused();
    const zoom = Number(await chart.getAttribute('data-zoom'));
    await page.keyboard.press('+');
    await expect
      .poll(async () => Number(await chart.getAttribute('data-zoom')))
      .toBeGreaterThan(zoom);
    const before = (await cardOf(chart, focus).boundingBox())!;
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(async () => (await cardOf(chart, focus).boundingBox())!.x)
      .toBeGreaterThan(before.x);
  });

  test('the descendant chart: Down to a child, Up back to the parent, Right along the children', async ({
    page,
  }) => {
    const { familyId, person } = await demoFourthGeneration(page);
    const id = person.member.personId;
    const api = await chartFromApi(page, familyId, id, { ancestors: 0, descendants: 2 });
    const chart = await openChart(page, 'descendants', id);
    await tabInto(page, chart);
    await expectRovingOn(page, chart, id);

    await page.keyboard.press('ArrowDown');
    const child = byId(api, await focusedPerson(page));
    expect(parentsOf(child)).toContain(id);
    await expectRovingOn(page, chart, child.personId);

    // Along the children's generation: a sibling or a child's spouse.
    await page.keyboard.press('ArrowRight');
    const next = await focusedPerson(page);
    const children = api.persons.filter((p) => parentsOf(p).includes(id)).map((p) => p.personId);
    const spouses = api.unions
      .filter((u) => children.includes(u.personId) || children.includes(u.spouseId))
      .flatMap((u) => [u.personId, u.spouseId]);
    if (next !== child.personId) expect([...children, ...spouses]).toContain(next);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedPerson(page)).toBe(child.personId);

    await page.keyboard.press('ArrowUp');
    await expectRovingOn(page, chart, id);
  });

  test('the fan and the hourglass start on the focus person and go up to a parent', async ({
    page,
  }) => {
    const { familyId, person } = await demoFourthGeneration(page);
    const id = person.member.personId;
    const api = await chartFromApi(page, familyId, id, { ancestors: 1, descendants: 1 });
    for (const kind of ['fan', 'hourglass'] as const) {
      const chart = await openChart(page, kind, id);
      await tabInto(page, chart);
      await expectRovingOn(page, chart, id);
      await page.keyboard.press('ArrowUp');
      expect(parentsOf(byId(api, id))).toContain(await focusedPerson(page));
      await page.keyboard.press('ArrowDown');
      await expectRovingOn(page, chart, id);
    }
  });

  test('the fan on a phone: a wedge moved to or tabbed onto comes into view, zoomed in too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The demo family's youngest generation: the fan with the most rings.
    const { tree } = await demoFourthGeneration(page);
    let youngest = tree;
    while (youngest.some((n) => n.childs.length > 0)) youngest = youngest.flatMap((n) => n.childs);
    const id = youngest[0]!.member.personId;
    const chart = await openChart(page, 'fan', id);
    await tabInto(page, chart);
    await expectRovingOn(page, chart, id);

    // Zoomed in, a wedge is larger than the screen and its neighbours off it.
    await page.keyboard.press('Escape');
    const zoom = Number(await chart.getAttribute('data-zoom'));
    for (let i = 0; i < 6; i++) await page.keyboard.press('+');
    await expect
      .poll(async () => Number(await chart.getAttribute('data-zoom')))
      .toBeGreaterThan(zoom * 3);
    await page.keyboard.press('Tab');
    await expectRovingOn(page, chart, id);
    let at = id;
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
      await page.keyboard.press(key);
      await expect.poll(() => focusedPerson(page)).not.toBe(at);
      at = await focusedPerson(page);
      await expectRovingOn(page, chart, at);
    }

    // Panned away from it, Tab onto the wedge brings it back.
    await page.keyboard.press('Escape');
    const wedge = chart.locator('.chart-card > [role="button"][tabindex="0"]');
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
    await expect(wedge).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expectRovingOn(page, chart, at);
  });

  test('the tree grid: one row in the tab order, arrows between rows, Right and Left open and close', async ({
    page,
  }) => {
    const { tree } = await demoFourthGeneration(page);
    await page.goto(familySite('demo', '/familytree'));
    const grid = page.getByRole('treegrid', { name: 'Family members' });
    const row = (name: string) => grid.getByRole('row', { name, exact: true });
    const nameOf = (n: TreeNode) => `${n.member.firstName} ${n.member.lastName}`;
    const founder = tree[0]!;
    const child = founder.childs[0]!;
    // A grandchild with children of their own: closed at first (two generations start open).
    const parent = founder.childs.find((c) => c.childs.some((g) => g.childs.length > 0))!;
    const grandchild = parent.childs.find((g) => g.childs.length > 0)!;
    await expect(row(nameOf(founder))).toBeVisible({ timeout: 30_000 });
    await expect(grid.locator('[role="row"][tabindex="0"]')).toHaveCount(1);

    await tabInto(page, grid);
    await expect(row(nameOf(founder))).toBeFocused();
    await expect(row(nameOf(founder))).toHaveAttribute('aria-level', '1');
    await expect(row(nameOf(founder))).toHaveAttribute('aria-expanded', 'true');
    await expect(row(nameOf(founder))).toHaveAttribute('aria-posinset', '1');

    // Down to the founder's first child, Right into its (open) branch.
    await page.keyboard.press('ArrowDown');
    await expect(row(nameOf(child))).toBeFocused();
    await expect(row(nameOf(child))).toHaveAttribute('aria-level', '2');
    await expect(row(nameOf(child))).toHaveAttribute('aria-setsize', String(founder.childs.length));
    await expect(grid.locator('[role="row"][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    const first = row(nameOf(child.childs[0]!));
    await expect(first).toBeFocused();

    // A closed grandchild: Right opens it, Left closes it, Left again goes to its parent.
    await page.keyboard.press('Home');
    await expect(row(nameOf(founder))).toBeFocused();
    await row(nameOf(grandchild)).focus();
    await expect(row(nameOf(grandchild))).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(row(nameOf(grandchild))).toHaveAttribute('aria-expanded', 'true');
    await expect(row(nameOf(grandchild.childs[0]!))).toBeVisible();
    await expect(row(nameOf(grandchild))).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(row(nameOf(grandchild))).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowLeft');
    await expect(row(nameOf(parent))).toBeFocused();

    // End goes to the last row; the tab stop follows it.
    await page.keyboard.press('End');
    await expect(grid.getByRole('row').last()).toBeFocused();
    await expect(grid.locator('[role="row"][tabindex="0"]')).toBeFocused();

    // Enter on a row opens the member dialog, as a click does.
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: nameOf(founder) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row(nameOf(founder))).toBeFocused();
  });
});
