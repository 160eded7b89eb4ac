import { useState } from 'react';
import { useSpecText } from '../../../lib/i18n';
import type { ChartLayout } from '../logic/chart-geometry';
import { inlineImages, saveFile, svgToPng } from '../logic/chart-export';
import type { ChartSheet } from '../logic/chart-sheet';
import { documentBox } from '../logic/svg-document';
import { chartSvgFile } from './render-chart-markup';

/** Saves the whole chart (every card, photos included) as an SVG or PNG file. */
export function useChartDownload(
  layout: ChartLayout | null,
  focusId: number,
  sheet: (today: Date) => ChartSheet,
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
        const texts = sheet(new Date());
        const svg = await inlineImages(chartSvgFile(layout, focusId, texts));
        if (format === 'svg') {
          saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileName}.svg`);
        } else {
          const { width, height } = documentBox(layout.bounds, texts);
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
