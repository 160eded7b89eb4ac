import { loadMessages } from '@familytree/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from '../../../lib/i18n';
import type { ChartLayout } from '../logic/chart-geometry';
import type { ChartSheet } from '../logic/chart-sheet';
import { chartPrintMessages } from './messages';
import { printJob, type PrintJob } from './print-job';
import { defaultChoice, sheet as paper, type PrintChoice } from './print-plan';

const styleId = 'chart-print-page';

/** The paper size and margins of the print, as the `@page` rule the browser's print obeys. */
function writePageRule(size: string) {
  let style = document.getElementById(styleId);
  if (!style) {
    style = document.createElement('style');
    style.id = styleId;
    document.head.append(style);
  }
  style.textContent = `@page { size: ${size}; margin: ${paper.margin}mm; }`;
}

const removePageRule = () => document.getElementById(styleId)?.remove();

/**
 * Printing a chart: the dialog's choice (or, for the browser's own Print command, the last choice
 * or the default) becomes the pages and the `@page` rule just before the browser prints, and both
 * go once it has printed, so the page carries no hidden copy of the chart meanwhile.
 */
export function useChartPrint(
  layout: ChartLayout | null,
  focusId: number,
  sheet: (today: Date) => ChartSheet,
) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [choice, setChoice] = useState<PrintChoice | null>(null);
  const [job, setJob] = useState<PrintJob | null>(null);
  const current = useRef({ job, choice });
  const locale = useLocale();
  // The pages' labels are at hand before the browser's own Print command asks for the pages:
  // pages rendered for it must not wait for a language to load.
  useEffect(() => {
    void loadMessages(chartPrintMessages, locale);
  }, [locale]);
  useEffect(() => {
    current.current = { job, choice };
  }, [job, choice]);

  const prepare = useCallback(
    (chosen: PrintChoice) => {
      if (!layout) return;
      const next = printJob(layout, focusId, chosen, sheet(new Date()));
      current.current = { job: next, choice: chosen };
      // In the page before the browser lays it out for print (beforeprint or window.print()).
      flushSync(() => setJob(next));
      writePageRule(next.plan.pageSize);
    },
    [layout, focusId, sheet],
  );

  useEffect(() => {
    const before = () => {
      if (current.current.job || !layout) return;
      prepare(current.current.choice ?? defaultChoice(layout.bounds, navigator.language));
    };
    const after = () => {
      current.current = { ...current.current, job: null };
      setJob(null);
      removePageRule();
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      removePageRule();
    };
  }, [layout, prepare]);

  const print = useCallback(
    (chosen: PrintChoice) => {
      setChoice(chosen);
      flushSync(() => setDialogOpen(false));
      prepare(chosen);
      window.print();
    },
    [prepare],
  );

  return {
    job,
    dialogOpen,
    openDialog: useCallback(() => setDialogOpen(true), []),
    closeDialog: useCallback(() => setDialogOpen(false), []),
    /** What the dialog starts with: the last choice, else what suits the chart. */
    initialChoice: choice ?? (layout ? defaultChoice(layout.bounds, navigator.language) : null),
    print,
  };
}
