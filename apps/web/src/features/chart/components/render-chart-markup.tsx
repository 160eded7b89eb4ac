import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ChartLayout, PlacedPerson } from '../logic/chart-geometry';
import type { ChartSheet } from '../logic/chart-sheet';
import { svgDocument } from '../logic/svg-document';
import { ChartDrawing } from './ChartDrawing';

/**
 * The chart's lines and cards (every card, unless told which: a printed tile draws its own) as SVG
 * markup: the same components as on screen, rendered
 * once into a detached element, so the downloads show exactly the cards the page shows. The cards
 * speak the current language (the locale is app-wide state, not a React context, so a detached
 * root has it too; the page has loaded its messages).
 */
export function renderChartMarkup(
  layout: ChartLayout,
  focusId: number,
  cards: readonly PlacedPerson[] = layout.placed,
): string {
  const host = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  const root = createRoot(host);
  flushSync(() =>
    root.render(<ChartDrawing layout={layout} cards={cards} overview={null} focusId={focusId} />),
  );
  // XML, not HTML serialisation: the file is read by SVG viewers and by the PNG's image decoder.
  const serializer = new XMLSerializer();
  const markup = [...host.childNodes].map((n) => serializer.serializeToString(n)).join('');
  root.unmount();
  return markup;
}

/** The downloadable SVG file of a chart (photos still linked: see inlineImages). */
export const chartSvgFile = (layout: ChartLayout, focusId: number, sheet: ChartSheet): string =>
  svgDocument(renderChartMarkup(layout, focusId), layout.bounds, sheet);
