import type { ChartLayout } from '../logic/chart-geometry';
import type { ChartSheet } from '../logic/chart-sheet';
import { renderChartMarkup } from '../components/render-chart-markup';
import { planPrint, type PrintChoice, type PrintPlan } from './print-plan';

/** Beyond this many persons the pages are too heavy for a browser to print: the files remain. */
export const maxPrinted = 5000;

/** What is printed: the plan, the sheet's texts, and each printed tile's drawing as SVG markup. */
export interface PrintJob {
  plan: PrintPlan;
  sheet: ChartSheet;
  /** One per printed tile; null when the chart is too large to print. */
  pages: string[] | null;
}

/**
 * The ids inside one tile's drawing made its own (the photos' clip paths): the same card drawn
 * on two tiles, or on the screen too, would otherwise refer to the first of them in the page,
 * which may be hidden.
 */
export const ownIds = (markup: string, suffix: string) =>
  markup.replace(/(\sid="|url\(#|href="#)([^"')]+)/g, `$1$2-${suffix}`);

/** Draws each tile with only its cards and its part of the lines (rendered outside React's page). */
export function printJob(
  layout: ChartLayout,
  focusId: number,
  choice: PrintChoice,
  sheet: ChartSheet,
): PrintJob {
  const plan = planPrint(layout, choice);
  if (layout.placed.length > maxPrinted) return { plan, sheet, pages: null };
  const pages = plan.printed.map((tile, i) =>
    ownIds(
      renderChartMarkup(
        { ...layout, links: tile.links },
        focusId,
        tile.cards.map((c) => layout.placed[c]!),
      ),
      `p${i}`,
    ),
  );
  return { plan, sheet, pages };
}
