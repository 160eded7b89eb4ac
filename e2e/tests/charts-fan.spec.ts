import type { ChartPerson, ChartResponse } from '@familytree/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  cardOf,
  chartFromApi,
  chartGroup,
  chartUrl,
  chartViewports,
  demoFourthGeneration,
  downloadedText,
  expectNoSidewaysScroll,
  printedChart,
} from '../fixtures/chart';

// Issue 32: a fan chart worth printing. Filled rings of 2^g equal slots each, unknown ancestors
// as empty slots of their own size, names upright inside their wedges, three shapes.
test.describe.configure({ timeout: 180_000 });

/** Known ancestors by generation and Sosa slot (father of slot i at 2i, mother at 2i + 1). */
function sosaSlots(api: ChartResponse, id: number, rings: number): (ChartPerson | undefined)[][] {
  const byId = new Map(api.persons.map((p) => [p.personId, p]));
  const out: (ChartPerson | undefined)[][] = [[byId.get(id)]];
  for (let g = 1; g <= rings; g++) {
    out.push(
      out[g - 1]!.flatMap((p) => [
        p?.fatherId ? byId.get(p.fatherId) : undefined,
        p?.motherId ? byId.get(p.motherId) : undefined,
      ]),
    );
  }
  while (out.length > 1 && out.at(-1)!.every((p) => p === undefined)) out.pop();
  return out;
}

async function openFan(page: Page, query = '') {
  const { familyId, person } = await demoFourthGeneration(page);
  const id = person.member.personId;
  const api = await chartFromApi(page, familyId, id, { ancestors: 3, descendants: 0 });
  const slots = sosaSlots(api, id, 3);
  await page.goto(chartUrl('fan', id, query));
  const chart = chartGroup(page, 'Fan');
  // The first chart after the server starts may take a while on a loaded machine.
  await expect(chart.locator('.chart-card').first()).toBeVisible({ timeout: 30_000 });
  return { id, api, slots, chart };
}

/** The degrees round the centre that generation 1's slots (known or empty) cover, and the gap's middle. */
async function spanOf(chart: Locator) {
  return chart.evaluate((svg) => {
    const paths = Array.from(
      svg.querySelectorAll<SVGPathElement>(
        '.chart-card[data-generation="1"] .fan-wedge, .fan-empty[data-generation="1"]',
      ),
    );
    const angles: number[] = [];
    for (const path of paths) {
      const length = path.getTotalLength();
      for (let i = 0; i <= 720; i++) {
        const p = path.getPointAtLength((length * i) / 720);
        if (Math.hypot(p.x, p.y) < 1) continue;
        angles.push(((Math.atan2(p.y, p.x) * 180) / Math.PI + 360) % 360);
      }
    }
    angles.sort((a, b) => a - b);
    let gap = angles[0]! + 360 - angles.at(-1)!;
    let gapMiddle = (angles.at(-1)! + gap / 2) % 360;
    for (let i = 1; i < angles.length; i++) {
      const d = angles[i]! - angles[i - 1]!;
      if (d > gap) {
        gap = d;
        gapMiddle = angles[i - 1]! + d / 2;
      }
    }
    return { span: 360 - gap, gapMiddle };
  });
}

/**
 * Every name and year on screen: its reading direction in screen degrees (0 is left to right,
 * upright within ±90), whether each character lies inside its own wedge, and its size on screen.
 */
async function textsOf(chart: Locator) {
  return chart.evaluate((svg) =>
    Array.from(
      svg.querySelectorAll<SVGTextElement>('.chart-card text.fan-name, .chart-card text.fan-years'),
    ).map((text) => {
      const card = text.closest('.chart-card')!;
      const wedge = card.querySelector('.fan-wedge') as SVGPathElement;
      const toScreen = (p: DOMPoint) => p.matrixTransform(text.getScreenCTM()!);
      const toWedge = (p: DOMPoint) =>
        p.matrixTransform(text.getCTM()!).matrixTransform(wedge.getCTM()!.inverse());
      const n = text.getNumberOfChars();
      const first = toScreen(text.getStartPositionOfChar(0));
      const last = toScreen(text.getEndPositionOfChar(n - 1));
      const outside: number[] = [];
      for (let i = 0; i < n; i++)
        for (const p of [text.getStartPositionOfChar(i), text.getEndPositionOfChar(i)])
          if (!wedge.isPointInFill(toWedge(new DOMPoint(p.x, p.y)))) outside.push(i);
      const ctm = text.getScreenCTM()!;
      return {
        text: text.textContent ?? '',
        name: text.classList.contains('fan-name'),
        generation: Number(card.getAttribute('data-generation')),
        direction: (Math.atan2(last.y - first.y, last.x - first.x) * 180) / Math.PI,
        outside,
        px: Number(text.getAttribute('font-size')) * Math.hypot(ctm.a, ctm.b),
      };
    }),
  );
}

for (const viewport of chartViewports) {
  test.describe(`the fan on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('fills a wedge per known ancestor and leaves the rest as empty slots of their size', async ({
      page,
    }) => {
      const { id, slots, chart } = await openFan(page);
      expect(slots.length).toBeGreaterThanOrEqual(3);
      for (const [g, ring] of slots.entries()) {
        const known = ring.filter((p) => p !== undefined);
        await expect(chart.locator(`.chart-card[data-generation="${g}"]`)).toHaveCount(
          known.length,
        );
        await expect(chart.locator(`.fan-empty[data-generation="${g}"]`)).toHaveCount(
          2 ** g - known.length,
        );
        for (const [i, p] of ring.entries()) {
          if (!p) continue;
          const wedge = chart.locator(`.chart-card[data-slot="${2 ** g + i}"]`);
          await expect(wedge).toHaveAttribute('data-person-id', String(p.personId));
          const fill = await wedge.locator('.fan-wedge').getAttribute('fill');
          expect(fill).toMatch(/^#[0-9a-f]{6}$/);
        }
      }
      // Empty slots are decoration: hidden from screen readers and out of the tab order.
      const empties = await chart.locator('.fan-empty').evaluateAll((nodes) =>
        nodes.map((n) => ({
          hidden: n.closest('[aria-hidden="true"]') !== null,
          focusable: n.closest('[tabindex]') !== n.closest('svg'),
        })),
      );
      expect(empties.length).toBeGreaterThan(0);
      expect(empties.every((e) => e.hidden && !e.focusable)).toBe(true);
      // It opens on the focus: the disc is in the middle part of the chart's frame.
      const frame = (await chart.boundingBox())!;
      const disc = (await chart.locator(`.chart-card[data-person-id="${id}"]`).boundingBox())!;
      expect(disc.x).toBeGreaterThan(frame.x);
      expect(disc.x + disc.width).toBeLessThan(frame.x + frame.width);
      expect(disc.y).toBeGreaterThan(frame.y);
      expect(disc.y + disc.height).toBeLessThan(frame.y + frame.height);
      await expectNoSidewaysScroll(page);
    });

    test('names read upright, inside their wedges, the inner ones at 12 px or more', async ({
      page,
    }) => {
      for (const variant of [180, 270, 360]) {
        const { chart } = await openFan(page, `?fan=${variant}`);
        const texts = await textsOf(chart);
        expect(texts.filter((t) => t.name).length).toBeGreaterThanOrEqual(5);
        for (const t of texts) {
          expect(Math.abs(t.direction), `${variant}°: ${t.text} reads upright`).toBeLessThanOrEqual(
            90.5,
          );
          expect(t.outside, `${variant}°: ${t.text} stays in its wedge`).toEqual([]);
          if (t.name && t.generation <= 2)
            expect(t.px, `${variant}°: ${t.text} is legible`).toBeGreaterThanOrEqual(12);
        }
      }
    });

    test('180°, 270° and 360°: each spans its degrees, open at the bottom', async ({ page }) => {
      for (const variant of [180, 270, 360]) {
        const { chart } = await openFan(page, variant === 270 ? '' : `?fan=${variant}`);
        const { span, gapMiddle } = await spanOf(chart);
        expect(Math.abs(span - variant), `${variant}° spans ${span}`).toBeLessThan(3);
        // The open side is straight down (90° with the screen's y downwards).
        if (variant < 360) expect(Math.abs(gapMiddle - 90)).toBeLessThan(3);
      }
      // The shape is chosen on the page and kept in the address.
      await page.getByLabel('Shape', { exact: true }).click();
      await page.getByRole('option', { name: 'Half circle (180°)' }).click();
      await expect(page).toHaveURL(/[?&]fan=180/);
      // The fan redraws after the address changes: a loaded machine may still show the old one.
      await expect
        .poll(async () => Math.abs((await spanOf(chartGroup(page, 'Fan'))).span - 180))
        .toBeLessThan(3);
    });

    test('a wedge opens the member dialog by click and by Enter', async ({ page }) => {
      const { slots, chart } = await openFan(page);
      const parent = slots[1]!.find((p) => p !== undefined)!;
      await cardOf(chart, parent).click();
      const dialog = page.getByRole('dialog', { name: `${parent.firstName} ${parent.lastName}` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      const grandparent = slots[2]!.find((p) => p !== undefined)!;
      await cardOf(chart, grandparent).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('dialog', { name: `${grandparent.firstName} ${grandparent.lastName}` }),
      ).toBeVisible();
    });
  });
}

test.describe('the fan on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('colours by generation or by line, with a legend, kept in the address', async ({ page }) => {
    const { slots, chart } = await openFan(page);
    const fillOf = (g: number, i: number) =>
      chart.locator(`.chart-card[data-slot="${2 ** g + i}"] .fan-wedge`).getAttribute('fill');
    const legend = page.getByRole('list', { name: "What the fan's colours mean" });
    await expect(legend.getByText('Parents', { exact: true })).toBeVisible();
    await expect(legend.getByText('Not known')).toBeVisible();
    // By generation: both parents alike.
    expect(slots[1]![0] && slots[1]![1]).toBeTruthy();
    expect(await fillOf(1, 0)).toBe(await fillOf(1, 1));

    await page.getByLabel('Colours', { exact: true }).click();
    await page.getByRole('option', { name: 'By line' }).click();
    await expect(page).toHaveURL(/[?&]colour=line/);
    await expect(legend.getByText("Father's side")).toBeVisible();
    await expect(legend.getByText("Mother's side")).toBeVisible();
    await expect.poll(async () => (await fillOf(1, 0)) !== (await fillOf(1, 1))).toBe(true);
    // The choice survives a reload: it is the address's.
    await page.reload();
    await expect(chartGroup(page, 'Fan').locator('.chart-card').first()).toBeVisible();
    expect(await fillOf(1, 0)).not.toBe(await fillOf(1, 1));
  });

  test('the SVG download and the print copy carry the filled fan and its legend', async ({
    page,
  }) => {
    const { slots, chart } = await openFan(page, '?fan=360');
    const known = slots.flat().filter((p) => p !== undefined).length;
    const empty = slots.reduce((n, ring) => n + ring.filter((p) => !p).length, 0);
    await expect(chart.locator('.fan-empty')).toHaveCount(empty);
    const svg = await downloadedText(page, 'Download SVG');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        cards: doc.querySelectorAll('.chart-card').length,
        filled: Array.from(doc.querySelectorAll('.fan-wedge')).filter((p) =>
          /^#[0-9a-f]{6}$/.test(p.getAttribute('fill') ?? ''),
        ).length,
        empty: doc.querySelectorAll('.fan-empty').length,
        arcs: doc.querySelectorAll('textPath').length,
        legend: doc.querySelector('.fan-legend')?.textContent ?? '',
      };
    }, svg);
    expect(parsed).toMatchObject({ error: 0, cards: known, filled: known, empty });
    expect(parsed.arcs).toBeGreaterThan(0);
    expect(parsed.legend).toContain('Grandparents');

    // The print pages exist while printing (through the print dialog; the browser's print stubbed).
    const printed = await printedChart(page);
    // Tiles overlap: a wedge near a page's edge may be on two pages, but every person is there.
    const printedIds = await printed
      .locator('.chart-card')
      .evaluateAll((cards) => new Set(cards.map((c) => c.getAttribute('data-person-id'))).size);
    expect(printedIds).toBe(known);
    expect(await printed.locator('.fan-empty').count()).toBeGreaterThanOrEqual(empty);
    await expect(printed.locator('.fan-legend')).toContainText('Not known');
    await page.emulateMedia({ media: 'screen' });
  });
});
