import type { ChartKind } from '@familytree/shared';
import { useCallback } from 'react';
import { useLocale } from '../../../lib/i18n';
import { chartSheet, type ChartSheet } from '../logic/chart-sheet';
import { useChartT } from './use-chart-text';

/** The chart's sheet (print and files) in the current language, dated the day it is asked for. */
export function useChartSheet(kind: ChartKind, name: string): (today: Date) => ChartSheet {
  const t = useChartT();
  const locale = useLocale();
  return useCallback(
    (today: Date) => chartSheet({ kind, name, locale, t, today }),
    [kind, name, locale, t],
  );
}
