import type { ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * A chart drawn as an SVG image, or the same numbers as a table when the reader asks for one.
 * Under the chart the table stays, hidden from sight: it is what a screen reader reads, the
 * chart being only its picture.
 */
export function ChartOrTable({
  asTable,
  chart,
  table,
}: {
  asTable: boolean;
  chart: ReactNode;
  table: ReactNode;
}) {
  if (asTable) return table;
  return (
    <>
      {chart}
      <VisuallyHidden component="div">{table}</VisuallyHidden>
    </>
  );
}
