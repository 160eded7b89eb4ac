import { apiPaths, type ChartKind, type MemberDetail, type TreeNode } from '@familytree/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, familyOf, sessionToken, treeOf } from '../fixtures/api';
import {
  cardOf,
  chartFromApi,
  chartGroup,
  chartUrl,
  chartViewports,
  demoFourthGeneration,
  zoomOf,
} from '../fixtures/chart';
import { logInOnMainSite } from '../fixtures/login';
import { familySite, logins } from '../fixtures/site';

// Issue 32: charts people read on a phone. Every chart opens on its focus person with names at
// least 12 px on screen, names stay inside their cards, touch pans, pinches and recentres, and
// the page does not shift once the chart is painted.
test.describe.configure({ timeout: 90_000 });
// On a busy machine the first chart of a run waits for its chunks and answer: a condition, waited on.
const painted = { timeout: 30_000 };

const kinds: Array<{ kind: ChartKind; title: string }> = [
  { kind: 'pedigree', title: 'Pedigree' },
  { kind: 'descendants', title: 'Descendant' },
  { kind: 'hourglass', title: 'Hourglass' },
];

/** The card's drawing around its button: the texts lie beside the button, hidden from readers. */
const drawingOf = (card: Locator) => card.locator('xpath=..');

/** The on-screen size of a card's name: its font size times the chart's scale on screen. */
function nameSizeOnScreen(card: Locator): Promise<number> {
  return drawingOf(card)
    .locator('.chart-card-name')
    .evaluate((text) => {
      const matrix = (text as SVGTextElement).getScreenCTM()!;
      return Number(text.getAttribute('font-size')) * Math.hypot(matrix.a, matrix.b);
    });
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
/** Each card on screen with the boxes of its frame, its texts and its centre button. */
function cardBoxes(chart: Locator) {
  return chart.locator('.chart-card').evaluateAll((cards) =>
    cards.map((c) => {
      const box = (e: Element | null) => {
        if (!e) return null;
        const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      return {
        id: c.getAttribute('data-person-id'),
        frame: box(c.querySelector('rect')),
        texts: Array.from(c.querySelectorAll('.chart-card-name, .chart-card-place')).map(box),
        centre: box(c.querySelector('.chart-centre')),
      };
    }),
  );
}

const inside = (inner: Box, outer: Box, slack = 0.5) =>
  inner.left >= outer.left - slack &&
  inner.right <= outer.right + slack &&
  inner.top >= outer.top - slack &&
  inner.bottom <= outer.bottom + slack;
const apart = (a: Box, b: Box) =>
  a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

async function expectCardsFit(chart: Locator) {
  const cards = await cardBoxes(chart);
  expect(cards.length).toBeGreaterThan(0);
  for (const c of cards) {
    for (const text of c.texts) {
      expect(inside(text!, c.frame!), `a text of card ${c.id} leaves its card`).toBe(true);
      if (c.centre) expect(apart(text!, c.centre), `card ${c.id}: text under its icon`).toBe(true);
    }
  }
}

/** The sum of the page's layout shifts so far (those not caused by input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & Record<string, unknown>>)
            if (!e.hadRecentInput) sum += e.value as number;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, before the next frame ends.
        requestAnimationFrame(() =>
          setTimeout(() => {
            observer.disconnect();
            resolve(sum);
          }, 0),
        );
      }),
  );
}

for (const viewport of chartViewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const { kind, title } of kinds) {
      test(`the ${kind} chart opens on its focus with readable names that fit their cards`, async ({
        page,
      }) => {
        const { familyId, person } = await demoFourthGeneration(page);
        const id = person.member.personId;
        const api = await chartFromApi(page, familyId, id, { ancestors: 3, descendants: 3 });
        const focus = api.persons.find((p) => p.personId === id)!;
        await page.goto(chartUrl(kind, id));
        const chart = chartGroup(page, title);
        const card = cardOf(chart, focus);
        await expect(card).toBeVisible(painted);
        await expect(page.getByRole('tab', { name: 'Pedigree' })).toBeVisible();
        // The focus card is inside the chart's viewport, its name at least 12 px high.
        const frame = (await chart.boundingBox())!;
        const box = (await card.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
        expect(box.y).toBeGreaterThanOrEqual(frame.y - 1);
        expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
        expect(await nameSizeOnScreen(card)).toBeGreaterThanOrEqual(11.99);
        await expectCardsFit(chart);
        // Painted with its toolbar: nothing moved after the first paint.
        expect(await layoutShift(page)).toBe(0);
      });
    }

    test('a 40-character name wraps or shortens inside its card, whole in its name', async ({
      page,
    }) => {
      const { person } = await demoFourthGeneration(page);
      const parent = person.member;
      await logInOnMainSite(page, logins.familyAdmin);
      await expect(page).toHaveURL(/^http:\/\/demo\.localhost/);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
      const token = await sessionToken(page);
      const firstName = 'Maximiliana Wilhelmina';
      const lastName = 'Ottoline Prescott';
      expect(`${firstName} ${lastName}`).toHaveLength(40);
      const added = await callApi(
        page,
        'POST',
        apiPaths.saveMember(parent.personId, parent.personId),
        { token, body: { memberType: 'CHILD', firstName, lastName, gender: 'F' } },
      );
      expect(added.status).toBe(200);
      const child = (added.body as MemberDetail).children.find((c) => c.firstName === firstName)!;
      try {
        await page.goto(chartUrl('descendants', parent.personId, '?generations=2'));
        const chart = chartGroup(page, 'Descendant');
        const card = cardOf(chart, { firstName, middleName: null, lastName });
        await expect(card).toBeVisible(painted);
        await card.scrollIntoViewIfNeeded();
        await expectCardsFit(chart);
        // The whole name on hover (the title) and in the card's accessible name.
        await expect(card.locator('title')).toHaveText(new RegExp(`^${firstName} ${lastName}`));
        await expect(card).toHaveAttribute('aria-label', new RegExp(`^${firstName} ${lastName},`));
        expect(await drawingOf(card).locator('.chart-card-name tspan').count()).toBeLessThanOrEqual(
          2,
        );
      } finally {
        const deleted = await callApi(
          page,
          'DELETE',
          apiPaths.deleteChild(parent.personId, child.personId),
          { token },
        );
        expect(deleted.status).toBe(204);
      }
    });
  });
}

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('pinch zooms, one finger pans the chart but not the page, a tap recentres', async ({
    page,
  }) => {
    const { familyId, person } = await demoFourthGeneration(page);
    const id = person.member.personId;
    const api = await chartFromApi(page, familyId, id, { ancestors: 3, descendants: 0 });
    const focus = api.persons.find((p) => p.personId === id)!;
    await page.goto(chartUrl('pedigree', id));
    const chart = chartGroup(page, 'Pedigree');
    await expect(cardOf(chart, focus)).toBeVisible(painted);
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    const visibleBottom = Math.min(box.y + box.height, 844);
    const cx = Math.round(box.x + box.width / 2);
    const cy = Math.round((box.y + visibleBottom) / 2);
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: Array<[number, number]>,
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map(([x, y], n) => ({ x, y, id: n })),
      });

    // Two fingers apart: the chart zooms in.
    const before = await zoomOf(chart);
    await touch('touchStart', [
      [cx - 30, cy],
      [cx + 30, cy],
    ]);
    for (let step = 1; step <= 5; step++)
      await touch('touchMove', [
        [cx - 30 - step * 15, cy],
        [cx + 30 + step * 15, cy],
      ]);
    await touch('touchEnd', []);
    await expect.poll(() => zoomOf(chart)).toBeGreaterThan(before * 1.5);

    // One finger: the chart moves, the page does not scroll.
    const focusCard = cardOf(chart, focus);
    const start = (await focusCard.boundingBox())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    await touch('touchStart', [[cx, cy]]);
    for (let step = 1; step <= 5; step++)
      await touch('touchMove', [[cx - step * 10, cy - step * 12]]);
    await touch('touchEnd', []);
    await expect
      .poll(async () => Math.round(start.y - (await focusCard.boundingBox())!.y))
      .toBeGreaterThan(40);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // A tap on a card brings that person to the middle; a second tap opens their dialog.
    await page.getByRole('button', { name: 'Fit the chart' }).click();
    const parent = api.persons.find((p) => p.personId === (focus.fatherId ?? focus.motherId))!;
    const parentCard = cardOf(chart, parent);
    await expect(parentCard).toBeVisible();
    const tapOn = async (target: Locator) => {
      const at = (await target.locator('rect').first().boundingBox())!;
      const point: [number, number] = [
        Math.round(at.x + at.width / 3),
        Math.round(at.y + at.height / 2),
      ];
      await touch('touchStart', [point]);
      await touch('touchEnd', []);
    };
    await tapOn(parentCard);
    const centre = (await chart.boundingBox())!;
    await expect(async () => {
      const card = (await parentCard.boundingBox())!;
      expect(Math.abs(card.x + card.width / 2 - (centre.x + centre.width / 2))).toBeLessThan(4);
      expect(Math.abs(card.y + card.height / 2 - (centre.y + centre.height / 2))).toBeLessThan(4);
    }).toPass();
    const dialog = page.getByRole('dialog', { name: `${parent.firstName} ${parent.lastName}` });
    await expect(dialog).toHaveCount(0);
    await parentCard.scrollIntoViewIfNeeded();
    await tapOn(parentCard);
    await expect(dialog).toBeVisible();
  });
});

test('the generation bar shows the generations the demo family has', async ({ page }) => {
  await page.goto(familySite('demo', '/familytree'));
  const family = await familyOf(page, 'demo');
  const depth = (nodes: TreeNode[]): number =>
    nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.childs)));
  const generations = depth(await treeOf(page, family.familyId));
  expect(generations).toBeGreaterThan(1);
  const bar = page.getByTestId('generation-bar');
  await expect(bar.getByText(/^Gen \d+$/)).toHaveCount(generations, painted);
  await expect(bar.getByText(`Gen ${generations}`, { exact: true })).toBeVisible();
});
