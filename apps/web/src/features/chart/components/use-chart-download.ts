import { useState } from 'react';
import { useSpecText } from '../../../lib/i18n';
import type { ChartLayout } from '../logic/chart-geometry';
import { chartColours } from '../logic/chart-colours';
import { exportSize, inlineImages, saveFile, svgDocument, svgToPng } from '../logic/chart-export';
import { renderChartMarkup } from './render-chart-markup';

/** Saves the whole chart (every card, photos included) as an SVG or PNG file. */
export function useChartDownload(
  layout: ChartLayout | null,
  focusId: number,
  fileName: string,
  onError: (message: string) => void,
) {
  const spec = useSpecText().t;
  const [busy, setBusy] = useState(false);
  const run = (format: 'svg' | 'png') => {
    if (!layout || busy) return;
    setBusy(true);
    void (async () => {
      try {
        const svg = await inlineImages(
          svgDocument(renderChartMarkup(layout, focusId), layout.bounds, chartColours.background),
        );
        if (format === 'svg') {
          saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`);
        } else {
          const { width, height } = exportSize(layout.bounds);
          saveFile(await svgToPng(svg, width, height), `${fileName}.png`);
        }
      } catch {
        onError(spec('chart.downloadFailed'));
      } finally {
        setBusy(false);
      }
    })();
  };
  return { run, busy };
}
