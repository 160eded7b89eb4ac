import {
  apiPaths,
  type ChartPerson,
  type FamilyStatistics,
  type RelationResponse,
  type TreeNode,
} from '@familytree/shared';
import { expect, test, type Page } from '@playwright/test';
import { callApi } from '../fixtures/api';
import {
  chartFromApi,
  chartName,
  chartViewports,
  demoFourthGeneration,
  expectNoSidewaysScroll,
} from '../fixtures/chart';
import { familySite } from '../fixtures/site';

// Issue 32: the relationship, compact and lifespan charts and the family statistics, walked on
// the demo family as a visitor (nothing is changed), checked against the API's answers.
test.describe.configure({ timeout: 90_000 });

const nameOf = (n: TreeNode) => `${n.member.firstName} ${n.member.lastName}`;

async function pick(page: Page, label: string, name: string) {
  await page.getByLabel(label).fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

for (const viewport of chartViewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('the family statistics: counts, bar charts and their tables, from the tree page', async ({
      page,
    }) => {
      const { familyId } = await demoFourthGeneration(page);
      const answer = await callApi(page, 'GET', apiPaths.statistics(familyId));
      expect(answer.status).toBe(200);
      const stats = answer.body as FamilyStatistics;
      expect(stats.persons).toBeGreaterThan(10);

      await page.getByRole('tab', { name: 'Statistics' }).click();
      await expect(page).toHaveURL(familySite('demo', '/familytree/statistics'));
      await expect(page.getByRole('heading', { name: 'Family statistics' })).toBeVisible();
      const counts = page.getByRole('region', { name: 'The family in numbers' });
      await expect(
        counts.getByText(stats.persons.toLocaleString('en-US'), { exact: true }),
      ).toBeVisible();
      await expect(counts.getByText('Couples')).toBeVisible();

      const births = page.getByRole('region', { name: 'Births by decade' });
      await expect(births.getByRole('img', { name: 'Births by decade' })).toBeVisible();
      await expect(births.locator('rect')).toHaveCount(stats.births.length);
      await births.getByRole('button', { name: 'Show as table' }).click();
      const table = births.getByRole('table', { name: 'Births by decade' });
      await expect(table.getByRole('row')).toHaveCount(stats.births.length + 1);
      const firstDecade = stats.births[0]!;
      await expect(
        table.getByRole('row', { name: `${firstDecade.decade}s ${firstDecade.count}` }),
      ).toBeVisible();
      await births.getByRole('button', { name: 'Show as chart' }).click();
      await expect(births.getByRole('img', { name: 'Births by decade' })).toBeVisible();

      for (const title of ['Deaths by decade', 'Ages at death', 'Most common surnames'])
        await expect(page.getByRole('region', { name: title })).toBeVisible();
      const surname = stats.surnames[0]!;
      await expect(
        page
          .getByRole('region', { name: 'Most common surnames' })
          .getByRole('row', { name: `${surname.name} ${surname.count}`, includeHidden: true }),
      ).toHaveCount(1);
      await expectNoSidewaysScroll(page);
    });

    test('the relationship chart: from Find Relation, with the name above and a picker', async ({
      page,
    }) => {
      const { familyId, tree, person } = await demoFourthGeneration(page);
      const founder = tree[0]!;
      await page.goto(familySite('demo', '/familytree/searchrelation'));
      await pick(page, 'First person', nameOf(person));
      await pick(page, 'Second person', nameOf(founder));
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: 'Show as a chart' }).click();
      await expect(page).toHaveURL(/\/familytree\/chart\/relationship\/\d+\?with=\d+$/);
      const url = new URL(page.url());
      const first = Number(url.pathname.split('/').pop());
      const second = Number(url.searchParams.get('with'));
      const relation = await callApi(
        page,
        'GET',
        `${apiPaths.relation(familyId)}?firstPerson=${first}&secondPerson=${second}`,
      );
      expect(relation.status).toBe(200);
      const body = relation.body as RelationResponse;
      await expect(page.getByRole('status').filter({ hasText: body.summary })).toBeVisible();
      const chart = page.getByRole('group', { name: 'Relationship chart' });
      await expect(chart.getByRole('button')).toHaveCount(body.path.length);
      await expect(page.getByRole('tab', { name: 'Relationship' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByLabel('Second person')).toHaveValue(/\S/);
      await expectNoSidewaysScroll(page);

      // Without a second person the page asks for one.
      await page.goto(familySite('demo', `/familytree/chart/relationship/${first}`));
      await expect(
        page.getByText('Choose a second person to see how they are related'),
      ).toBeVisible();
    });

    test('the lifespan chart: the family on a year axis, with its table', async ({ page }) => {
      const { familyId, person } = await demoFourthGeneration(page);
      const id = person.member.personId;
      const api = await chartFromApi(page, familyId, id, { ancestors: 1, descendants: 1 });
      const focus = api.persons.find((p) => p.personId === id)!;
      const children = api.persons.filter((p) => p.fatherId === id || p.motherId === id);
      const parents = [focus.fatherId, focus.motherId]
        .map((x) => api.persons.find((p) => p.personId === x))
        .filter((p): p is ChartPerson => !!p);
      expect(children.length).toBeGreaterThan(0);

      await page.goto(familySite('demo', `/familytree/chart/pedigree/${id}`));
      await page.getByRole('tab', { name: 'Lifespan' }).click();
      await expect(page).toHaveURL(familySite('demo', `/familytree/chart/lifespan/${id}`));
      // Far right in the kinds' row: on a phone the row scrolls to show it whole (to a fraction of
      // a pixel: the scroll is whole pixels) when it opens.
      const selected = page.getByRole('tab', { name: 'Lifespan', selected: true });
      await expect(selected).toBeInViewport({ ratio: 0.99 });
      await page.reload();
      await expect(selected).toBeInViewport({ ratio: 0.99 });
      const chart = page.getByRole('img', { name: `Lifespan chart of ${chartName(focus)}` });
      await expect(chart).toBeVisible();
      await expect(chart.getByText('Year', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Show as table' }).click();
      const table = page.getByRole('table');
      for (const p of [focus, ...parents, ...children])
        await expect(
          table.getByRole('row', { name: new RegExp(`^${chartName(p)} `) }),
        ).toBeVisible();
      await expect(
        table.getByRole('row', { name: new RegExp(`^${chartName(focus)} This person`) }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('the compact chart expands and collapses parents and children, by keyboard too', async ({
      page,
    }) => {
      // A 3rd-generation person with grandchildren: a parent with parents, a child with children.
      const { familyId, tree } = await demoFourthGeneration(page);
      const third = tree
        .flatMap((n) => n.childs)
        .flatMap((n) => n.childs)
        .find((n) => n.childs.some((c) => c.childs.length > 0));
      if (!third) throw new Error('The demo family has no 3rd-generation grandparent');
      const id = third.member.personId;
      const api = await chartFromApi(page, familyId, id, { ancestors: 2, descendants: 2 });
      const byId = new Map(api.persons.map((p) => [p.personId, p]));
      const focus = byId.get(id)!;
      const parent = [focus.fatherId, focus.motherId]
        .map((x) => (x === null ? undefined : byId.get(x)))
        .find((p) => p && (p.fatherId !== null || p.motherId !== null))!;
      const grandparent = byId.get(parent.fatherId ?? parent.motherId!)!;
      const childWithChildren = api.persons.find(
        (c) =>
          (c.fatherId === id || c.motherId === id) &&
          api.persons.some((g) => g.fatherId === c.personId || g.motherId === c.personId),
      )!;
      const grandchild = api.persons.find(
        (g) =>
          g.fatherId === childWithChildren.personId || g.motherId === childWithChildren.personId,
      )!;

      await page.goto(familySite('demo', `/familytree/chart/compact/${id}`));
      const chart = page.getByRole('group', { name: `Compact chart of ${chartName(focus)}` });
      await expect(chart.getByRole('link', { name: chartName(parent), exact: true })).toBeVisible();
      await expect(
        chart.getByRole('link', { name: chartName(childWithChildren), exact: true }),
      ).toBeVisible();
      await expect(
        chart.getByRole('link', { name: chartName(grandparent), exact: true }),
      ).toHaveCount(0);

      const showParents = chart.getByRole('button', {
        name: `Show the parents of ${chartName(parent)}`,
      });
      await showParents.click();
      await expect(
        chart.getByRole('link', { name: chartName(grandparent), exact: true }),
      ).toBeVisible();
      await chart.getByRole('button', { name: `Hide the parents of ${chartName(parent)}` }).click();
      await expect(
        chart.getByRole('link', { name: chartName(grandparent), exact: true }),
      ).toHaveCount(0);

      // By keyboard: the children's button is a real button, Enter opens and closes it.
      const showChildren = chart.getByRole('button', {
        name: `Show the children of ${chartName(childWithChildren)}`,
      });
      await showChildren.focus();
      await page.keyboard.press('Enter');
      await expect(
        chart.getByRole('link', { name: chartName(grandchild), exact: true }),
      ).toBeVisible();
      const hide = chart.getByRole('button', {
        name: `Hide the children of ${chartName(childWithChildren)}`,
      });
      await expect(hide).toHaveAttribute('aria-expanded', 'true');
      await hide.focus();
      await page.keyboard.press('Enter');
      await expect(
        chart.getByRole('link', { name: chartName(grandchild), exact: true }),
      ).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });
  });
}
