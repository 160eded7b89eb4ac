import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  ancestorsIn,
  cardOf,
  chartFromApi,
  chartGroup,
  chartName,
  chartUrl,
  chartViewports,
  demoFourthGeneration,
  downloadedText,
  downloadFrom,
  expectNoSidewaysScroll,
  printedChart,
  zoomOf,
} from '../fixtures/chart';

// Issue 14: charts around a person, checked against the chart call of the API.
test.describe.configure({ timeout: 90_000 });

for (const viewport of chartViewports) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('the pedigree of a 4th-generation person shows their parents and grandparents', async ({
      page,
    }) => {
      const { familyId, person } = await demoFourthGeneration(page);
      const id = person.member.personId;
      const api = await chartFromApi(page, familyId, id, { ancestors: 3, descendants: 0 });
      const ancestors = ancestorsIn(api, id, 3);
      expect(ancestorsIn(api, id, 2).length).toBeGreaterThanOrEqual(2);

      await page.goto(chartUrl('pedigree', id));
      const chart = chartGroup(page, 'Pedigree');
      await expect(chart).toBeVisible({ timeout: 30_000 });
      // It opens on the focus at a readable zoom (issue 32); fitted, every card is drawn.
      await page.getByRole('button', { name: 'Fit the chart' }).click();
      const focus = api.persons.find((p) => p.personId === id)!;
      for (const p of [focus, ...ancestors]) await expect(cardOf(chart, p)).toBeVisible();
      // Exactly the focus and their ancestors: nobody else, nobody twice unless the data says so.
      const shown = await chart
        .locator('.chart-card')
        .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-person-id'))));
      expect(shown.sort()).toEqual([id, ...ancestors.map((p) => p.personId)].sort());
      await expectNoSidewaysScroll(page);

      // A card opens the member dialog; Show as chart there leads to that person's chart.
      const parent = ancestors[0]!;
      await cardOf(chart, parent).click();
      const dialog = page.getByRole('dialog', { name: `${parent.firstName} ${parent.lastName}` });
      await expect(dialog.getByRole('link', { name: 'Show as chart' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);

      // The keyboard reaches the cards: Enter on one opens its dialog too.
      await cardOf(chart, focus).focus();
      await page.keyboard.press('Enter');
      const own = page.getByRole('dialog', { name: `${focus.firstName} ${focus.lastName}` });
      await expect(own).toBeVisible();
      await own.getByRole('button', { name: 'Close' }).click();

      // The person search of the page opens the same chart of someone else.
      await page.getByLabel('Show the chart of').fill(`${parent.firstName} ${parent.lastName}`);
      await page
        .getByRole('option', { name: new RegExp(`^${parent.firstName} ${parent.lastName}`) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/familytree/chart/pedigree/${parent.personId}$`));
      await expect(cardOf(chartGroup(page, 'Pedigree'), parent)).toBeVisible();
    });

    test('re-centres by its button, zooms by wheel and buttons, and fits', async ({ page }) => {
      const { familyId, person } = await demoFourthGeneration(page);
      const id = person.member.personId;
      const api = await chartFromApi(page, familyId, id, { ancestors: 3, descendants: 0 });
      const grandparent = ancestorsIn(api, id, 2).at(-1)!;
      await page.goto(chartUrl('pedigree', id));
      const chart = chartGroup(page, 'Pedigree');
      await expect(chart).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Fit the chart' }).click();
      await expect(cardOf(chart, grandparent)).toBeVisible();

      await chart
        .getByRole('button', { name: `Centre the chart on ${chartName(grandparent)}` })
        .click();
      const box = (await chart.boundingBox())!;
      await expect(async () => {
        const card = (await cardOf(chart, grandparent).boundingBox())!;
        expect(Math.abs(card.x + card.width / 2 - (box.x + box.width / 2))).toBeLessThan(4);
        expect(Math.abs(card.y + card.height / 2 - (box.y + box.height / 2))).toBeLessThan(4);
      }).toPass();

      let zoom = await zoomOf(chart);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, -300);
      await expect.poll(() => zoomOf(chart)).toBeGreaterThan(zoom);
      zoom = await zoomOf(chart);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => zoomOf(chart)).toBeLessThan(zoom);

      zoom = await zoomOf(chart);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => zoomOf(chart)).toBeCloseTo(zoom * 1.25, 2);
      zoom = await zoomOf(chart);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(() => zoomOf(chart)).toBeCloseTo(zoom / 1.25, 2);

      // The keyboard: + zooms in, an arrow pans, 0 fits.
      await chart.focus();
      zoom = await zoomOf(chart);
      await page.keyboard.press('+');
      await expect.poll(() => zoomOf(chart)).toBeGreaterThan(zoom);
      await page.getByRole('button', { name: 'Fit the chart' }).click();
      for (const p of ancestorsIn(api, id, 3)) await expect(cardOf(chart, p)).toBeInViewport();
    });

    test('every chart kind shows the persons the API names', async ({ page }) => {
      const { familyId, person } = await demoFourthGeneration(page);
      const id = person.member.personId;

      // Descendants, two generations: the focus and every child.
      const down = await chartFromApi(page, familyId, id, { ancestors: 0, descendants: 1 });
      const children = down.persons.filter((p) => p.fatherId === id || p.motherId === id);
      expect(children.length).toBeGreaterThan(0);
      await page.goto(chartUrl('descendants', id, '?generations=2'));
      const descendants = chartGroup(page, 'Descendant');
      await expect(descendants).toBeVisible({ timeout: 30_000 });
      for (const child of children) await expect(cardOf(descendants, child)).toBeVisible();

      // Hourglass: parents and children around the focus.
      const both = await chartFromApi(page, familyId, id, { ancestors: 1, descendants: 1 });
      await page.goto(chartUrl('hourglass', id, '?generations=2'));
      const hourglass = chartGroup(page, 'Hourglass');
      for (const p of [...ancestorsIn(both, id, 1), ...children])
        await expect(cardOf(hourglass, p)).toBeVisible();

      // Fan: the ancestors as wedges of a half circle; the switcher keeps the generations.
      const up = await chartFromApi(page, familyId, id, { ancestors: 3, descendants: 0 });
      await page.getByRole('tab', { name: 'Fan' }).click();
      await expect(page).toHaveURL(/\/familytree\/chart\/fan\/\d+\?generations=2$/);
      for (const p of ancestorsIn(up, id, 1))
        await expect(cardOf(chartGroup(page, 'Fan'), p)).toBeVisible();
      await page.goto(chartUrl('fan', id));
      const fan = chartGroup(page, 'Fan');
      for (const p of ancestorsIn(up, id, 3)) await expect(cardOf(fan, p)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('downloads the chart as SVG and PNG files, and prints every person', async ({ page }) => {
      const { familyId, person } = await demoFourthGeneration(page);
      const id = person.member.personId;
      const api = await chartFromApi(page, familyId, id, { ancestors: 3, descendants: 0 });
      const everyone = [api.persons.find((p) => p.personId === id)!, ...ancestorsIn(api, id, 3)];
      await page.goto(chartUrl('pedigree', id));
      await expect(cardOf(chartGroup(page, 'Pedigree'), everyone[0]!)).toBeVisible();

      const svg = await downloadedText(page, 'Download SVG');
      expect(svg.startsWith('<svg')).toBe(true);
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return {
          error: doc.getElementsByTagName('parsererror').length,
          cards: doc.querySelectorAll('[data-person-id]').length,
        };
      }, svg);
      expect(parsed).toEqual({ error: 0, cards: everyone.length });
      for (const p of everyone) expect(svg).toContain(`${p.firstName}`);

      const png = readFileSync(await downloadFrom(page, 'Download PNG'));
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.readUInt32BE(16)).toBeGreaterThan(200); // IHDR width
      expect(png.readUInt32BE(20)).toBeGreaterThan(200); // IHDR height

      // Print (issue 32: through the print dialog, the browser's print stubbed; page.pdf prints):
      // the whole chart, every person, and nothing of the page around it.
      const printed = await printedChart(page);
      await expect(page.getByRole('group', { name: /Pedigree chart of/ })).toBeHidden();
      const ids = await printed
        .locator('[data-person-id]')
        .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-person-id'))));
      // A person in the band two tiles share is on both pages.
      expect([...new Set(ids)].sort()).toEqual(everyone.map((p) => p.personId).sort());
      const pdf = await page.pdf({ landscape: true, printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.emulateMedia({ media: 'screen' });
    });
  });
}

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('two fingers pinch to zoom and one finger pans', async ({ page }) => {
    const { familyId, person } = await demoFourthGeneration(page);
    const id = person.member.personId;
    const api = await chartFromApi(page, familyId, id, { ancestors: 3, descendants: 0 });
    const focus = api.persons.find((p) => p.personId === id)!;
    await page.goto(chartUrl('pedigree', id));
    const chart = chartGroup(page, 'Pedigree');
    await expect(cardOf(chart, focus)).toBeVisible();
    // Touch the part of the chart on screen (below the toolbar it may reach past the fold).
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    const cx = Math.round(box.x + box.width / 2);
    const cy = Math.round(box.y + Math.min(box.height, 844 - box.y) / 2);
    // Real touch input through the browser (CDP), so the page sees touch pointers as on a phone.
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: Array<[number, number]>,
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map(([x, y], id) => ({ x, y, id })),
      });
    const pinch = async (from: number, to: number) => {
      await touch('touchStart', [
        [cx - from, cy],
        [cx + from, cy],
      ]);
      for (let step = 1; step <= 5; step++) {
        const d = from + ((to - from) * step) / 5;
        await touch('touchMove', [
          [cx - d, cy],
          [cx + d, cy],
        ]);
      }
      await touch('touchEnd', []);
    };

    const before = await zoomOf(chart);
    await pinch(30, 120);
    await expect.poll(() => zoomOf(chart)).toBeGreaterThan(before * 2);
    const zoomed = await zoomOf(chart);
    await pinch(120, 40);
    await expect.poll(() => zoomOf(chart)).toBeLessThan(zoomed / 2);

    // One finger drags the chart: the focus card moves with it and the page does not scroll.
    const card = cardOf(chart, focus);
    const start = (await card.boundingBox())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    await touch('touchStart', [[cx, cy]]);
    for (let step = 1; step <= 5; step++)
      await touch('touchMove', [[cx + step * 12, cy + step * 8]]);
    await touch('touchEnd', []);
    await expect
      .poll(async () => Math.round((await card.boundingBox())!.x - start.x))
      .toBeGreaterThan(40);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expectNoSidewaysScroll(page);
  });
});
