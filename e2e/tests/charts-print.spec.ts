import { expect, test, type Page } from '@playwright/test';
import {
  cardOf,
  chartFromApi,
  chartGroup,
  chartName,
  chartUrl,
  demoFourthGeneration,
  downloadedText,
} from '../fixtures/chart';

// Issue 32: a chart for the wall. The founder's descendants at "All" tile over A4 landscape
// pages with nothing of the site on them, or fit on one page when asked.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

/** Pages of a PDF: its page objects (not the /Pages tree nodes). */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length;
/** The first page's size in PostScript points. */
function firstMediaBox(pdf: Buffer): number[] {
  const box = /\/MediaBox\s*\[([^\]]+)\]/.exec(pdf.toString('latin1'))!;
  return box[1]!.trim().split(/\s+/).map(Number);
}

/** Chooses in the print dialog and prints; the browser's print is stubbed: page.pdf() prints. */
async function printWith(page: Page, choices: string[]): Promise<string> {
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Print or PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print the chart' });
  for (const choice of choices) await dialog.getByRole('radio', { name: choice }).check();
  const summary = await dialog.getByRole('status').innerText();
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(dialog).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.chart-print')).toBeVisible();
  return summary;
}

test('the founder’s descendants at All: tiled A4 landscape pages, or one page', async ({
  page,
}) => {
  const { familyId, tree } = await demoFourthGeneration(page);
  const founderId = tree[0]!.member.personId;
  const api = await chartFromApi(page, familyId, founderId, { ancestors: 0, descendants: 300 });
  const founder = api.persons.find((p) => p.personId === founderId)!;
  await page.goto(chartUrl('descendants', founderId, '?generations=all'));
  // The whole family's chart: on a loaded machine it may take longer than one expect's wait.
  await expect(cardOf(chartGroup(page, 'Descendant'), founder)).toBeVisible({ timeout: 30_000 });
  const title = `Descendant chart of ${chartName(founder)}`;
  // What the site shows around the chart: the banner with the family's name, the menu.
  const site = (await page.locator('header').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 2);
  expect(site.length).toBeGreaterThan(2);

  // The SVG file is the whole chart at its own size, every person in it, however large.
  const svg = await page.evaluate(
    (text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const ids = Array.from(doc.querySelectorAll('[data-person-id]'), (c) =>
        c.getAttribute('data-person-id'),
      );
      return {
        error: doc.getElementsByTagName('parsererror').length,
        persons: new Set(ids).size,
        height: Number(doc.documentElement.getAttribute('height')),
      };
    },
    await downloadedText(page, 'Download SVG'),
  );
  expect(svg.error).toBe(0);
  expect(svg.persons).toBe(new Set(api.persons.map((p) => p.personId)).size);
  expect(svg.height).toBeGreaterThan(2000);

  await page.evaluate(() => {
    window.print = () => {};
  });

  const summary = await printWith(page, ['A4', 'Landscape', 'Tile over several pages']);
  const grid = /(\d+) × (\d+) pages/.exec(summary);
  expect(grid, summary).not.toBeNull();
  const printed = Number(await page.locator('.chart-print').getAttribute('data-pages'));
  expect(printed).toBeGreaterThan(1);
  expect(printed).toBeLessThanOrEqual(Number(grid![1]) * Number(grid![2]));
  await expect(page.locator('.chart-print-page')).toHaveCount(printed);

  // What prints: the title once, no banner, menu, toolbar or page heading; every descendant.
  const text = await page.evaluate(() => document.body.innerText);
  expect(text.split(title).length - 1).toBe(1);
  for (const line of site) expect(text).not.toContain(line);
  for (const gone of ['Back to the tree list', 'Download SVG', 'Print or PDF', 'Generations'])
    expect(text).not.toContain(gone);
  expect(text).toContain(`row 1, column 1 of ${grid![1]} × ${grid![2]}`);
  const ids = await page
    .locator('.chart-print [data-person-id]')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-person-id'))));
  expect(new Set(ids).size).toBe(new Set(api.persons.map((p) => p.personId)).size);

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pageCount(pdf)).toBe(printed);
  // A4 landscape: 297 × 210 mm is 842 × 595 pt.
  const [x0, y0, x1, y1] = firstMediaBox(pdf);
  expect(Math.round(x1! - x0!)).toBe(842);
  expect(Math.round(y1! - y0!)).toBe(595);

  // Fit on one page: one page, everyone on it.
  expect(await printWith(page, ['Fit on one page'])).toContain('1 page');
  const onePage = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pageCount(onePage)).toBe(1);

  // Poster: one page the chart's own size (names at 8 pt), larger than A4.
  await printWith(page, ['Poster: the chart’s own size']);
  const poster = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pageCount(poster)).toBe(1);
  const [px0, py0, px1, py1] = firstMediaBox(poster);
  expect((px1! - px0!) * (py1! - py0!)).toBeGreaterThan(842 * 595);
  await page.emulateMedia({ media: 'screen' });

  // The browser's own Print command, without the dialog: the last choice is printed, and the
  // pages go once the browser has printed.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('.chart-print')).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(page.locator('.chart-print-page')).toHaveCount(1);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('.chart-print')).toHaveCount(0);
});
